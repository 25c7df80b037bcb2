import { PAGE_META } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Typography } from '@mui/material';
import { useParams } from 'react-router';
import { QrLinkCard } from '../../../components/qr-link-card.tsx';
import { shopLink } from '../../../lib/links.ts';
import { useSellerSession } from '../../../lib/storage.ts';

/**
 * /seller/webshop-qr-code/{sellerId}: the QR code of a seller's shop link, the link and the stored seller name
 * (when it is that seller who is logged in). Back to /seller/start only with a seller logged in.
 */
export function WebshopQrPage() {
  useDocumentTitle(PAGE_META.webshopQr.title);
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
            Webshop QR code
          </Typography>
        )
      }
      link={link}
      qrLabel="QR code of the webshop link"
      backTo={session ? '/seller/start' : undefined}
    />
  );
}
