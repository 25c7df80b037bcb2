import { qrCopies, taggedStoreLink } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, GlobalStyles, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { QrCode } from '../../../components/qr-code.tsx';
import { shopLink } from '../../../lib/links.ts';
import { useSellerShop } from '../../../lib/seller-shop.ts';
import { useSellerSession } from '../../../lib/storage.ts';
import { QrGroupLine } from '../components/qr-group-line.tsx';
import { useT } from '../../../lib/i18n.tsx';

/**
 * Paper: two codes a row, three rows a page, each cell a fixed height that fits both A4 (297 mm) and US Letter
 * (279 mm) inside 12 mm margins, and never split across pages.
 */
const PRINT_STYLES = {
  '@page': { margin: '12mm' },
  '@media print': {
    'header.MuiAppBar-root': { display: 'none' },
    body: { background: '#fff' },
  },
} as const;

/**
 * /seller/print-qr-codes/{sellerId}?copies=N (SPEC §2 Print QR codes dialog): N copies of the shop's QR code
 * (256 px, level L; the code holds the link tagged ?via=qr), each with the shop address, the group and, for the
 * logged-in seller, the name under it. Print uses the browser's own print (the page's buttons and top bar stay off
 * paper).
 */
export function QrSheetPage() {
  const t = useT();
  useDocumentTitle(t('page.qrSheet'));
  const { sellerId = '' } = useParams();
  const [search] = useSearchParams();
  const session = useSellerSession();
  const copies = qrCopies.safeParse(search.get('copies'));
  const link = shopLink(sellerId);
  const name = session && String(session.sellerId) === sellerId ? session.name : null;
  const numericId = /^\d{1,10}$/.test(sellerId) ? Number(sellerId) : 0;
  const shop = useSellerShop(numericId, numericId > 0).data;

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 }, maxWidth: 900, mx: 'auto', '@media print': { p: 0 } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, displayPrint: 'none' }}>
        <Button startIcon={<ArrowBackIcon />} component={RouterLink} to="/seller/start" sx={{ ml: -1 }}>
          {t('dashboard.back')}
        </Button>
        {copies.success ? (
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('dashboard.print')}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="h5" component="h1" sx={{ mb: 2, displayPrint: 'none' }}>
        {t('dashboard.qrSheetTitle')}
      </Typography>
      {copies.success ? (
        <Box
          component="ul"
          data-testid="qr-sheet"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
            gap: 2,
            '@media print': { gridTemplateColumns: 'repeat(2, 1fr)', gap: '4mm' },
          }}
        >
          {Array.from({ length: copies.data }, (_, i) => (
            <Box
              component="li"
              key={i}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                textAlign: 'center',
                gap: 1,
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: '#fff',
                breakInside: 'avoid',
                '@media print': {
                  height: '80mm',
                  p: '3mm',
                  borderColor: '#999',
                  '& svg': { width: '48mm', height: '48mm' },
                },
              }}
            >
              <QrCode value={taggedStoreLink(link, 'qr')} label={t('qr.webshopLinkLabel')} />
              {name ? <Typography sx={{ fontWeight: 700 }}>{t('qr.scanToSupport', { name })}</Typography> : null}
              <QrGroupLine shop={shop} />
              <Typography variant="body2" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
                {link}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Alert severity="error">{t('dashboard.copiesInvalid')}</Alert>
      )}
    </Box>
  );
}
