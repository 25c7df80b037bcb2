import { taggedStoreLink } from '@fundshop/core';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { QrCode } from '../../../components/qr-code.tsx';
import { shopLink } from '../../../lib/links.ts';
import { PrintQrCodesButton } from './print-qr-codes-dialog.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** SPEC §2 QR code section (seller): the webshop's QR code right on the dashboard, and the page to print it. */
export function QrCodeSection({ sellerId }: { sellerId: number }) {
  const t = useT();
  return (
    <Card variant="outlined" component="section" aria-labelledby="qr-title">
      <CardContent
        sx={{
          p: { xs: 2, sm: 3 },
          display: 'flex',
          gap: 2,
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
        }}
      >
        <QrCode value={taggedStoreLink(shopLink(sellerId), 'qr')} label={t('board.qrCodeLabel')} size={140} />
        <Box sx={{ flex: 1 }}>
          <Typography id="qr-title" variant="h6" component="h2">
            {t('dashboard.yourWebshopQr')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
            {t('dashboard.qrHint')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="outlined"
              startIcon={<QrCode2Icon />}
              component={RouterLink}
              to={`/seller/webshop-qr-code/${sellerId}`}
            >
              {t('dashboard.showQrCode')}
            </Button>
            <PrintQrCodesButton sellerId={sellerId} />
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
