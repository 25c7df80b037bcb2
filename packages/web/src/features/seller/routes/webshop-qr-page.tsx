import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Typography } from '@mui/material';
import { useParams } from 'react-router';
import { QrLinkCard } from '../../../components/qr-link-card.tsx';
import { shopLink } from '../../../lib/links.ts';
import { useSellerSession } from '../../../lib/storage.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * /seller/webshop-qr-code/{sellerId}: the QR code of a seller's shop link, the link and the stored seller name
 * (when it is that seller who is logged in). Back to /seller/start only with a seller logged in.
 */
export function WebshopQrPage() {
  const t = useT();
  useDocumentTitle(t('page.webshopQr'));
  const { sellerId = '' } = useParams();
  const session = useSellerSession();
  const link = shopLink(sellerId);
  const name = session && String(session.sellerId) === sellerId ? session.name : null;

  return (
    <QrLinkCard
      title={
        name ? (
          <Typography variant="h5" component="h1" data-testid="seller-name">
            {name}
          </Typography>
        ) : (
          <Typography variant="h5" component="h1">
            {t('qr.webshopTitle')}
          </Typography>
        )
      }
      link={link}
      qrLabel={t('qr.webshopLinkLabel')}
      backTo={session ? '/seller/start' : undefined}
    />
  );
}
