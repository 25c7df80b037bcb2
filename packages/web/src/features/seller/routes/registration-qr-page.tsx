import { PAGE_META } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Typography } from '@mui/material';
import { useParams } from 'react-router';
import { QrLinkCard } from '../../../components/qr-link-card.tsx';
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
  useDocumentTitle(PAGE_META.sellerRegistrationQr.title);
  const { sellerRegistrationKey = '' } = useParams();
  const contactPerson = useContactPersonSession();
  const link = sellerRegistrationLink(sellerRegistrationKey);

  return (
    <QrLinkCard
      title={
        <Typography variant="h5" component="h1">
          Register as a participant
        </Typography>
      }
      link={link}
      qrLabel="QR code of the registration link"
      text={QR_REGISTRATION_TEXT}
      backTo={contactPerson ? '/contactperson/start' : undefined}
    />
  );
}
