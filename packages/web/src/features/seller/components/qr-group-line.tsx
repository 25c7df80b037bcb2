import type { RetrieveSellerShopResponse } from '@fundshop/core';
import { Typography } from '@mui/material';
import { useT } from '../../../lib/i18n.tsx';

/** The group and its class or team under a store's QR code, so a poster or flyer says whom it supports. */
export function groupOf(shop: Pick<RetrieveSellerShopResponse, 'customerName' | 'customerClassOrTeam'>): string {
  return [shop.customerName, shop.customerClassOrTeam].filter((part) => part.trim() !== '').join(' · ');
}

export function QrGroupLine({ shop }: { shop: RetrieveSellerShopResponse | null | undefined }) {
  const t = useT();
  if (!shop) return null;
  return (
    <Typography sx={{ fontWeight: 600 }} data-testid="qr-group">
      {t('share.forGroup', { group: groupOf(shop) })}
    </Typography>
  );
}
