import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sellerOrderStateOf, type SellerOrderState } from '../../../lib/seller-order-route.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * /contactperson/seller-order: a Back button and a seller's order list. The list (with its order dialog) is
 * composed by the app, which hands it in through `children`.
 */
export function SellerOrderPage({ children }: { children: (state: SellerOrderState) => ReactNode }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const state = sellerOrderStateOf(location.state);
  // Opened from the Start page, Back returns there; opened directly (no history in this app), to Start.
  const back = () => (location.key === 'default' ? void navigate('/contactperson/start') : void navigate(-1));
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 2, ml: -1 }}>
        {t('dashboard.back')}
      </Button>
      {state ? children(state) : <Alert severity="info">{t('dashboard.sellerOrderLinkMissing')}</Alert>}
    </Box>
  );
}
