import { CHECKOUT_MSG } from '@fundshop/core';
import { Box, CircularProgress, Typography } from '@mui/material';

/** 'Loading...' beside a spinner, announced as a status: a buyer's page while its data is on its way. */
export function LoadingStatus() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{CHECKOUT_MSG.loading}</Typography>
    </Box>
  );
}
