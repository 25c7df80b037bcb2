import { SUPPORTER_MSG } from '@fundshop/core';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useId, useState, type ReactNode } from 'react';

interface Message {
  title: string;
  text: string;
}

/**
 * An in-app replacement for window.alert(): `show(text)` opens a dialog with the text and OK. Render `dialog`
 * once in the component. The browser's alert box blocks the page, cannot be styled or read by tests, and on a
 * phone looks like a warning from the browser itself.
 */
export function useMessageDialog(): {
  show: (text: string, title?: string) => void;
  dialog: ReactNode;
} {
  const [message, setMessage] = useState<Message | null>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const textId = useId();
  const show = useCallback((text: string, title: string = SUPPORTER_MSG.noticeTitle) => {
    setMessage({ title, text });
    setOpen(true);
  }, []);
  const close = () => setOpen(false);
  const dialog = (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{message?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained" autoFocus>
          {SUPPORTER_MSG.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { show, dialog };
}
