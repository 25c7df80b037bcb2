import { taggedStoreLink } from '@fundshop/core';
import { Typography } from '@mui/material';
import { useParams } from 'react-router';
import { QrDownloads } from '../../../components/qr-downloads.tsx';
import { QrLinkCard } from '../../../components/qr-link-card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { shopLink } from '../../../lib/links.ts';
import { useSellerShop } from '../../../lib/seller-shop.ts';
import { useSellerSession } from '../../../lib/storage.ts';
import { QrGroupLine } from '../components/qr-group-line.tsx';

/**
 * /seller/webshop-qr-code/{sellerId}: the QR code of a seller's shop link (tagged ?via=qr, docs/decisions/0049), the
 * link, the stored seller name (when it is that seller who is logged in), the group and its message (the cause), and
 * the code as PNG and SVG files. Back to /seller/start only with a seller logged in.
 */
export function WebshopQrPage() {
  const t = useT();
  useDocumentTitle(t('page.webshopQr'));
  const { sellerId = '' } = useParams();
  const session = useSellerSession();
  const link = shopLink(sellerId);
  const name = session && String(session.sellerId) === sellerId ? session.name : null;
  const numericId = /^\d{1,10}$/.test(sellerId) ? Number(sellerId) : 0;
  const shop = useSellerShop(numericId, numericId > 0).data;

  return (
    <QrLinkCard
      title={
        <>
          {name ? (
            <Typography variant="h5" component="h1" data-testid="seller-name">
              {name}
            </Typography>
          ) : (
            <Typography variant="h5" component="h1">
              {t('qr.webshopTitle')}
            </Typography>
          )}
          <QrGroupLine shop={shop} />
          {shop?.commentToCustomers ? (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
              {shop.commentToCustomers}
            </Typography>
          ) : null}
        </>
      }
      link={link}
      qrValue={taggedStoreLink(link, 'qr')}
      qrLabel={t('qr.webshopLinkLabel')}
      backTo={session ? '/seller/start' : undefined}
    >
      <QrDownloads value={taggedStoreLink(link, 'qr')} fileName={`store-${sellerId}-qr`} />
    </QrLinkCard>
  );
}
