import { isMobileUserAgent } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Card, CardContent, GlobalStyles, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { printInFrame } from '../components/print-in-frame.ts';
import { salesListState } from '../print-route.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** The print's own styles (the frame has none of the app's): three sellers a row, no card breaking across pages. */
const PRINT_CSS = `
  body { font-family: system-ui, sans-serif; margin: 16mm; color: #000; }
  h1 { font-size: 20pt; margin: 0 0 12pt; }
  ul.sellers { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: repeat(3, 1fr); gap: 10pt; }
  ul.sellers > li { border: 1px solid #999; border-radius: 4pt; padding: 8pt; break-inside: avoid; }
  h2 { font-size: 12pt; margin: 0 0 4pt; }
  ul.products { margin: 0; padding-left: 14pt; font-size: 10pt; }
  p { margin: 0; font-size: 10pt; }
`;

/**
 * /contactperson/utskrift (SPEC §2): what each seller sold, from the navigation state the dashboard left (a reload or
 * a typed address has none, and says where to open it). Three sellers a row on wide screens; 'Skriv ut' only off
 * mobile (SPEC), printing the list alone through a hidden frame. Ctrl+P prints the page without its buttons and top bar.
 */
export function PrintPage() {
  const t = useT();
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
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 2 }}>
            {t('tools.salesListTitle')}
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
                </CardContent>
              </Card>
            ))}
          </Box>
        </div>
      ) : (
        <Alert severity="info">{t('tools.salesListMissing')}</Alert>
      )}
    </Box>
  );
}
