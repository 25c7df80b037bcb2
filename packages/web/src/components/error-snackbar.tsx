import { SNACKBAR_ERROR_MS } from '@fundshop/core';
import { Alert, Snackbar } from '@mui/material';

/** A bottom snackbar with an error text that hides after SNACKBAR_ERROR_MS (SPEC §9: 5 s). */
export function ErrorSnackbar({ open, message, onClose }: { open: boolean; message: string; onClose: () => void }) {
  return (
    <Snackbar
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
