import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A store state text (SPEC §2 store states), centred in the page column. */
export function StoreMessage({ children, loading = false }: { children: ReactNode; loading?: boolean }) {
  if (loading) {
    return (
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
        <CircularProgress aria-hidden="true" />
        <Typography color="text.secondary">{children}</Typography>
      </Box>
    );
  }
  return (
    <Alert severity="info" role="status" sx={{ mt: 2, fontSize: '1rem' }}>
      {children}
    </Alert>
  );
}
