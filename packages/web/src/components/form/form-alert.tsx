import { Alert } from '@mui/material';

/** The form-level error above the fields (a server refusal no field owns); nothing when there is none. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? <Alert severity="error">{message}</Alert> : null;
}
