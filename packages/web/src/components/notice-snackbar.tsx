import { Alert, Snackbar } from '@mui/material';

/** A bottom snackbar with a success notice ('The link has been copied!', 3 s by SPEC §9) that hides by itself. */
export function NoticeSnackbar({
  open,
  message,
  onClose,
  autoHideDuration,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
  autoHideDuration: number;
}) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideDuration}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
