import { groupWithTeam, type RetrieveSellerShopResponse } from '@fundshop/core';
import { Typography } from '@mui/material';
import { useT } from '../../../lib/i18n.tsx';

/** The group and its class or team under a store's QR code, so a printed code says whom it supports. */
export function QrGroupLine({ shop }: { shop: RetrieveSellerShopResponse | null | undefined }) {
  const t = useT();
  if (!shop) return null;
  return (
    <Typography sx={{ fontWeight: 600 }} data-testid="qr-group">
      {t('share.forGroup', { group: groupWithTeam(shop) })}
    </Typography>
  );
}
