import { isMobileUserAgent, teamPagePath } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Card, CardContent, GlobalStyles, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { printInFrame } from '../components/print-in-frame.ts';
import { salesListState, type SalesListState } from '../print-route.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { QrCode } from '../../../components/qr-code.tsx';
import { useFormat, useT } from '../../../lib/i18n.tsx';

/** The print's own styles (the frame has none of the app's): three sellers a row, no card breaking across pages. */
const PRINT_CSS = `
  body { font-family: system-ui, sans-serif; margin: 16mm; color: #000; }
  h1 { font-size: 20pt; margin: 0 0 12pt; }
  ul.sellers { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: repeat(3, 1fr); gap: 10pt; }
  ul.sellers > li { border: 1px solid #999; border-radius: 4pt; padding: 8pt; break-inside: avoid; }
  h2 { font-size: 12pt; margin: 0 0 4pt; }
  ul.products { margin: 0; padding-left: 14pt; font-size: 10pt; }
  p { margin: 0; font-size: 10pt; }
  .totals { margin-top: 14pt; break-inside: avoid; }
  .buy { margin-top: 14pt; display: flex; gap: 12pt; align-items: center; break-inside: avoid; }
  .buy svg { width: 28mm; height: 28mm; }
`;

/** Copies per product over every seller, most sold first. */
function productTotals(list: SalesListState): { productName: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const seller of list.sellers) {
    for (const product of seller.productsSold) {
      totals.set(product.productName, (totals.get(product.productName) ?? 0) + product.amount);
    }
  }
  return [...totals]
    .map(([productName, amount]) => ({ productName, amount }))
    .sort((a, b) => b.amount - a.amount || a.productName.localeCompare(b.productName));
}

/** The list's totals and where supporters buy: the team page's link and its QR code (issue 29). */
function TotalsAndLink({ list }: { list: SalesListState }) {
  const t = useT();
  const format = useFormat();
  const products = productTotals(list);
  const sold = list.sellers.reduce((sum, seller) => sum + Math.round(seller.totalSales * 100), 0) / 100;
  const count = products.reduce((sum, product) => sum + product.amount, 0);
  const link = `${window.location.origin}${teamPagePath(list.webShopId)}`;
  return (
    <>
      <Box className="totals" sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2">
          {t('printList.totals')}
        </Typography>
        <Typography data-testid="print-total">
          {t('printList.totalSold', { sold: format.price(sold, list.currencyCode), count })}
        </Typography>
        {products.length > 0 ? (
          <Box component="ul" className="products" sx={{ m: 0, pl: 2.5 }}>
            {products.map((product) => (
              <li key={product.productName}>
                <Typography component="span">{`${product.productName}: ${format.number(product.amount)}`}</Typography>
              </li>
            ))}
          </Box>
        ) : null}
      </Box>
      <Box className="buy" sx={{ mt: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
        <QrCode value={link} label={t('team.linkTitle')} size={112} />
        <Typography>
          {t('printList.buyAt')} <strong>{link}</strong>
        </Typography>
      </Box>
    </>
  );
}

/**
 * /contactperson/utskrift (SPEC §2): what each seller sold, from the navigation state the dashboard left (a reload or
 * a typed address has none, and says where to open it); headed by the group and the day, closed by the totals per
 * product and the team page's link and QR code (issue 29). Three sellers a row on wide screens; 'Skriv ut' only off
 * mobile (SPEC), printing the list alone through a hidden frame. Ctrl+P prints the page without its buttons and top bar.
 */
export function PrintPage() {
  const t = useT();
  const format = useFormat();
  useDocumentTitle(t('printList.pageTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  const [printing, setPrinting] = useState(false);
  const parsed = salesListState.safeParse(location.state);
  const back = () => (location.key === 'default' ? void navigate('/contactperson/start') : void navigate(-1));

  const print = async () => {
    if (!list.current || printing) return;
    setPrinting(true);
    try {
      await printInFrame(list.current, t('tools.salesListTitle'), PRINT_CSS);
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Box
      sx={{
        px: { xs: 1.5, sm: 3 },
        py: { xs: 2, sm: 4 },
        maxWidth: 1100,
        mx: 'auto',
        '@media print': { p: 0, maxWidth: 'none' },
      }}
    >
      {/* The page's print stylesheet: the app's top bar (the area layout's header) stays off paper. */}
      <GlobalStyles styles={{ '@media print': { 'header.MuiAppBar-root': { display: 'none' } } }} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, displayPrint: 'none' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ ml: -1 }}>
          {t('dashboard.back')}
        </Button>
        {parsed.success && !isMobileUserAgent(navigator.userAgent) ? (
          <BusyButton variant="contained" startIcon={<PrintIcon />} busy={printing} onClick={() => void print()}>
            {t('tools.print')}
          </BusyButton>
        ) : null}
      </Stack>
      {parsed.success ? (
        <div ref={list}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
            {t('tools.salesListTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="print-group">
            {t('printList.groupAndDate', { group: parsed.data.group, date: format.date(new Date()) })}
          </Typography>
          <Box
            component="ul"
            className="sellers"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
              '@media print': { gridTemplateColumns: 'repeat(3, 1fr)' },
            }}
          >
            {parsed.data.sellers.map((seller, index) => (
              <Card key={index} component="li" variant="outlined" sx={{ breakInside: 'avoid' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {seller.name}
                  </Typography>
                  {seller.productsSold.length === 0 ? (
                    <Typography color="text.secondary">{t('order.nameHasNotSold', { name: seller.name })}</Typography>
                  ) : (
                    <Box component="ul" className="products" sx={{ m: 0, pl: 2.5 }}>
                      {seller.productsSold.map((product) => (
                        <li key={product.productName}>
                          <Typography component="span">{`${product.productName}: ${product.amount}`}</Typography>
                        </li>
                      ))}
                    </Box>
                  )}
                  {seller.totalSales > 0 ? (
                    <Typography sx={{ mt: 0.5, fontWeight: 600 }}>
                      {t('printList.sellerTotal', { sold: format.price(seller.totalSales, parsed.data.currencyCode) })}
                    </Typography>
                  ) : null}
                </CardContent>
              </Card>
            ))}
          </Box>
          <TotalsAndLink list={parsed.data} />
        </div>
      ) : (
        <Alert severity="info">{t('tools.salesListMissing')}</Alert>
      )}
    </Box>
  );
}
