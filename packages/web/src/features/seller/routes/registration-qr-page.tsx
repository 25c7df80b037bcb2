import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Typography } from '@mui/material';
import { useParams } from 'react-router';
import { QrLinkCard } from '../../../components/qr-link-card.tsx';
import { sellerRegistrationLink } from '../../../lib/links.ts';
import { useContactPersonSession } from '../../../lib/storage.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * /seller/qr-registration/{sellerRegistrationKey}: the QR code of the group's registration link. Back goes to
 * /contactperson/start when a contact person is stored.
 */
export function RegistrationQrPage() {
  const t = useT();
  useDocumentTitle(t('page.sellerRegistrationQr'));
  const { sellerRegistrationKey = '' } = useParams();
  const contactPerson = useContactPersonSession();
  const link = sellerRegistrationLink(sellerRegistrationKey);

  return (
    <QrLinkCard
      title={
        <Typography variant="h5" component="h1">
          {t('login.sellerRegisterTitle')}
        </Typography>
      }
      link={link}
      qrLabel={t('qr.registrationLinkLabel')}
      text={t('qr.registrationText')}
      backTo={contactPerson ? '/contactperson/start' : undefined}
    />
  );
}
