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
import { useT } from '../../lib/i18n.tsx';
import { usePeopleErrorText } from '../../lib/people-error-texts.ts';

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
  const t = useT();
  const serverText = usePeopleErrorText();
  const [understood, setUnderstood] = useState(false);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('data.eraseTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question}</DialogContentText>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={<Checkbox checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />}
          label={t('data.eraseUnderstood')}
        />
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverText(errorText(error))}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('data.cancel')}</Button>
        <Button color="error" variant="contained" disabled={!understood || pending} onClick={onConfirm}>
          {t('data.eraseConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
