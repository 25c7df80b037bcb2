import { SNACKBAR_ERROR_MS } from '@fundshop/core';
import { Alert, Snackbar } from '@mui/material';
import { useEffect, useRef } from 'react';

/**
 * A bottom snackbar with an error text that hides after SNACKBAR_ERROR_MS (SPEC §9: 5 s). `inline`: at the bottom
 * of the nearest positioned box instead of the window's, for a form in an iframe that the host page sizes to its
 * full height: the window's bottom is then the iframe's, often far below what a phone shows. It is scrolled into
 * view when it opens and when the frame is resized while it shows (which scrolls the host page too), as the form's
 * own errors push it down.
 */
export function ErrorSnackbar({
  open,
  message,
  onClose,
  inline = false,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
  inline?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || !inline) return;
    const show = () => ref.current?.scrollIntoView({ block: 'nearest' });
    // After the form has focused (and scrolled to) its first invalid field; and again when the host resizes the
    // frame to the form's new height (its errors made it taller), which can come later.
    const timer = window.setTimeout(show, 150);
    window.addEventListener('resize', show);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', show);
    };
  }, [open, inline]);
  return (
    <Snackbar
      ref={ref}
      sx={inline ? { position: 'absolute', bottom: 0 } : undefined}
      open={open}
      autoHideDuration={SNACKBAR_ERROR_MS}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
