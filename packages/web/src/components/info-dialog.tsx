import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useT } from '../lib/i18n.tsx';

export interface InfoDialogProps {
  open: boolean;
  title: string;
  /** Body text; HTML is allowed, so pass only trusted text (the app's own texts, never user input). */
  html: string;
  onOk: () => void;
  okText?: string;
}

/** The info dialog with an OK button (SPEC §2 "Other dialogs"). */
export function InfoDialog({ open, title, html, onOk, okText }: InfoDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onOk} aria-labelledby="info-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="info-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div" dangerouslySetInnerHTML={{ __html: html }} />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={onOk}
          variant="contained"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- MUI Dialog: on open the focus goes into the dialog (WAI-ARIA dialog pattern), here to its main action
          autoFocus
        >
          {okText ?? t('supporter.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
