import { PERSONAL_DATA_MSG } from '@fundshop/core';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
} from '@mui/material';
import { useId, useState } from 'react';
import { errorText } from '../../lib/api-client.ts';

/**
 * Asks before an erasure: what goes, what stays, and that it cannot be undone; the button works only once the person
 * has ticked that it understands.
 */
export function EraseDialog({
  open,
  question,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  question: string;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const [understood, setUnderstood] = useState(false);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{PERSONAL_DATA_MSG.eraseTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question}</DialogContentText>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={<Checkbox checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />}
          label={PERSONAL_DATA_MSG.eraseUnderstood}
        />
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{PERSONAL_DATA_MSG.cancel}</Button>
        <Button color="error" variant="contained" disabled={!understood || pending} onClick={onConfirm}>
          {PERSONAL_DATA_MSG.eraseConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
