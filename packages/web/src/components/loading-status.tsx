import { Box, CircularProgress, Typography } from '@mui/material';
import { useT } from '../lib/i18n.tsx';

/** 'Loading...' beside a spinner, announced as a status: a buyer's page while its data is on its way. */
export function LoadingStatus() {
  const t = useT();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{t('checkout.loading')}</Typography>
    </Box>
  );
}
