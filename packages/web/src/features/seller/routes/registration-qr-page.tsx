import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { QrCode } from '../../../components/qr-code.tsx';
import { sellerRegistrationLink } from '../../../lib/links.ts';
import { useContactPersonSession } from '../../../lib/storage.ts';

/** SPEC §2, to the letter. */
export const QR_REGISTRATION_TEXT =
  'Scan QR code to open the page where group members can register themselves as participants for the group.';

/**
 * /seller/qr-registration/{sellerRegistrationKey}: the QR code of the group's registration link. Back goes to
 * /contactperson/start when a contact person is stored.
 */
export function RegistrationQrPage() {
  const { sellerRegistrationKey = '' } = useParams();
  const contactPerson = useContactPersonSession();
  const link = sellerRegistrationLink(sellerRegistrationKey);

  return (
    <PageCard maxWidth={480}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h5" component="h1">
          Register as a participant
        </Typography>
        <QrCode value={link} label="QR code of the registration link" />
        <Typography>{QR_REGISTRATION_TEXT}</Typography>
        <Link
          href={link}
          data-testid="qr-link"
          variant="body2"
          sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}
        >
          {link}
        </Link>
        <Stack direction="row" spacing={1.5} sx={{ displayPrint: 'none', pt: 1 }}>
          {contactPerson ? (
            <Button component={RouterLink} to="/contactperson/start" variant="outlined" startIcon={<ArrowBackIcon />}>
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
