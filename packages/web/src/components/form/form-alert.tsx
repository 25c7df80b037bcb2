import { Alert } from '@mui/material';
import { useErrorText } from '../../lib/i18n.tsx';

/** The form-level error above the fields (a server refusal no field owns); nothing when there is none. */
export function FormAlert({ message }: { message: string | null }) {
  const errorText = useErrorText();
  return message ? <Alert severity="error">{errorText(message)}</Alert> : null;
}
