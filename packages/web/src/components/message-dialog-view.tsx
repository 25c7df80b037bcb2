import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useT } from '../lib/i18n.tsx';
import { useFocusWhenShown } from '../lib/use-focus-when-shown.ts';

/** The dialog of useMessageDialog (message-dialog.tsx), in its own module so it loads when first shown. */
export default function MessageDialogView({
  open,
  title,
  text,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  // On open the focus goes into the dialog (WAI-ARIA dialog pattern), here to its one button.
  const focusMain = useFocusWhenShown();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" ref={focusMain}>
          {t('supporter.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
