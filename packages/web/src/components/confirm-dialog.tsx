import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { BusyButton } from './busy-button.tsx';
import { useFocusWhenShown } from '../lib/use-focus-when-shown.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmText: string;
  cancelText: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Buttons under each other, full width (for long button texts). */
  stacked?: boolean;
  /** The confirmed request is in flight: the confirm button is disabled (a second click does nothing) and spins. */
  busy?: boolean;
  /**
   * The act cannot be undone (money, a deletion): the focus starts on Cancel, so an Enter pressed twice on the
   * button that opened the dialog does not carry it out (WAI-ARIA dialog pattern).
   */
  destructive?: boolean;
}

/** The generic confirm dialog (SPEC §2 "Other dialogs"). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  stacked,
  busy = false,
  destructive = false,
}: ConfirmDialogProps) {
  // On open the focus goes into the dialog (WAI-ARIA dialog pattern): to its main action, or to Cancel.
  const focusCancel = useFocusWhenShown(destructive);
  const focusConfirm = useFocusWhenShown(!destructive);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>{typeof body === 'string' ? <DialogContentText>{body}</DialogContentText> : body}</DialogContent>
      <DialogActions
        sx={
          stacked
            ? {
                flexDirection: 'column-reverse',
                alignItems: 'stretch',
                gap: 1,
                '& > :not(style) ~ :not(style)': { ml: 0 },
              }
            : undefined
        }
      >
        <Button onClick={onCancel} fullWidth={stacked} ref={focusCancel}>
          {cancelText}
        </Button>
        <BusyButton onClick={onConfirm} variant="contained" busy={busy} fullWidth={stacked} ref={focusConfirm}>
          {confirmText}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
