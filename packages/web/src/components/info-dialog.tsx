import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useT } from '../lib/i18n.tsx';
import { useFocusWhenShown } from '../lib/use-focus-when-shown.ts';

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
  // On open the focus goes into the dialog (WAI-ARIA dialog pattern), here to its one button.
  const focusMain = useFocusWhenShown();
  return (
    <Dialog open={open} onClose={onOk} aria-labelledby="info-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="info-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div" dangerouslySetInnerHTML={{ __html: html }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onOk} variant="contained" ref={focusMain}>
          {okText ?? t('supporter.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
