import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { QrCode } from '../../../components/qr-code.tsx';
import { shopLink } from '../../../lib/links.ts';
import { useSellerSession } from '../../../lib/storage.ts';

/**
 * /seller/webshop-qr-code/{sellerId}: the QR code of a seller's shop link, the link and the stored seller name
 * (when it is that seller who is logged in). Back to /seller/start only with a seller logged in.
 */
export function WebshopQrPage() {
  const { sellerId = '' } = useParams();
  const session = useSellerSession();
  const link = shopLink(sellerId);
  const name = session && String(session.sellerId) === sellerId ? session.name : null;

  return (
    <PageCard maxWidth={480}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {name ? (
          <Typography variant="h5" component="h1" data-testid="seller-name">
            {name}
          </Typography>
        ) : (
          <Typography variant="h5" component="h1">
            Webshop QR code
          </Typography>
        )}
        <QrCode value={link} label="QR code of the webshop link" />
        <Link href={link} data-testid="qr-link" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
          {link}
        </Link>
        <Stack direction="row" spacing={1.5} sx={{ displayPrint: 'none', pt: 1 }}>
          {session ? (
            <Button component={RouterLink} to="/seller/start" variant="outlined" startIcon={<ArrowBackIcon />}>
              Back
            </Button>
          ) : null}
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print
          </Button>
        </Stack>
      </Stack>
    </PageCard>
  );
}
