import { MY_BOOKS_PATH } from '@fundshop/core';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, CircularProgress, GlobalStyles, Stack, Typography } from '@mui/material';
import { useLocation, useMatch, useNavigate, useParams } from 'react-router';
import { QrCode } from '../../../components/qr-code.tsx';
import type { ApiAuth } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useBookVoucher } from '../api/book-voucher.ts';
import { useDeliveryErrorText } from '../use-delivery-error-text.ts';
import { useT } from '../../../lib/i18n.tsx';

/** On paper only the voucher: the top bar and the page's buttons stay on screen (as the QR sheet does). */
const PRINT_STYLES = {
  '@page': { margin: '12mm' },
  '@media print': { 'header.MuiAppBar-root': { display: 'none' }, body: { background: '#fff' } },
} as const;

/**
 * /contactperson/voucher/{orderId} and /seller/voucher/{orderId}: a printable e-book voucher for a manual order
 * without email, handed over with the cash. Each opening makes a new book link (the server's POST); its code and QR
 * lead to the buyer's my-books page, where the code can also be typed.
 */
export function BookVoucherPage() {
  const t = useT();
  const errorText = useDeliveryErrorText();
  useDocumentTitle(t('delivery.voucherButton'));
  const auth: ApiAuth = useMatch('/seller/*') ? 'seller' : 'contact-person';
  const orderId = Number(useParams().orderId);
  const voucher = useBookVoucher(orderId, auth);
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from the order list, Back returns there; opened directly (no history in this app), to the area's start.
  const back = () =>
    location.key === 'default'
      ? void navigate(auth === 'seller' ? '/seller/start' : '/contactperson/start')
      : void navigate(-1);

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto', '@media print': { p: 0 } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, displayPrint: 'none' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ ml: -1 }}>
          {t('dashboard.back')}
        </Button>
        {voucher.data ? (
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('delivery.voucherPrint')}
          </Button>
        ) : null}
      </Stack>
      {voucher.data ? (
        <Box
          component="article"
          aria-labelledby="voucher-title"
          data-testid="book-voucher"
          sx={{
            border: 2,
            borderColor: 'divider',
            borderStyle: 'dashed',
            borderRadius: 2,
            bgcolor: '#fff',
            p: { xs: 2, sm: 4 },
            textAlign: 'center',
            breakInside: 'avoid',
            '@media print': { borderColor: '#999' },
          }}
        >
          <Typography id="voucher-title" variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {t('delivery.voucherTitle')}
          </Typography>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>
            {t('delivery.voucherFor', { name: voucher.data.buyerFirstName })}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('delivery.intro', { seller: voucher.data.sellerName, group: voucher.data.groupName })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 2 }}>
            {voucher.data.books.map((name) => (
              <Typography component="li" key={name} sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
            ))}
          </Box>
          <QrCode value={voucher.data.url} label={t('delivery.voucherQrLabel')} size={200} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('delivery.voucherCodeLabel')}
          </Typography>
          <Typography
            data-testid="voucher-code"
            sx={{
              fontFamily: 'monospace',
              fontSize: { xs: '1.35rem', sm: '1.9rem' },
              fontWeight: 700,
              letterSpacing: '0.06em',
            }}
          >
            {/* A narrow page breaks the code only between its groups of five, never inside one. */}
            {voucher.data.code.split('-').map((group, index, groups) => (
              <Box component="span" key={index} sx={{ display: 'inline-block' }}>
                {index < groups.length - 1 ? `${group}-` : group}
              </Box>
            ))}
          </Typography>
          <Typography variant="body2" sx={{ mt: 2 }}>
            {t('delivery.voucherHowTo', {
              url: `${new URL(voucher.data.url, window.location.href).origin}${MY_BOOKS_PATH}`,
            })}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {`${t('supporter.orderNumber')} ${voucher.data.orderNumber}`}
          </Typography>
        </Box>
      ) : voucher.isError ? (
        <Alert severity="error">{errorText(voucher.error)}</Alert>
      ) : Number.isInteger(orderId) && orderId > 0 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('dashboard.loading')} />
        </Box>
      ) : (
        <Alert severity="error">{t('msg.notFound')}</Alert>
      )}
    </Box>
  );
}
