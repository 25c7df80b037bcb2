import type { MessageKey, OrderSeller, ShareWay } from '@fundshop/core';
import { Typography } from '@mui/material';
import { useI18n, useT } from '../../../lib/i18n.tsx';

const WAY_KEY: Record<ShareWay, MessageKey> = {
  share: 'share.way.share',
  sms: 'share.way.sms',
  whatsapp: 'share.way.whatsapp',
  email: 'share.way.email',
  facebook: 'share.way.facebook',
  copy: 'share.way.copy',
  qr: 'share.way.qr',
  poster: 'share.way.poster',
  team: 'share.way.team',
};

/**
 * Which ways of sharing the store link brought a participant's card sales (docs/decisions/0049): "Your sales came
 * by: WhatsApp 3, text message 1". Nothing when no sale came by a tagged link.
 */
export function SalesByWay({ ways }: { ways: OrderSeller['salesByWay'] }) {
  const t = useT();
  const { language } = useI18n();
  if (ways.length === 0) return null;
  const list = new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(
    ways.map(({ way, orders }) => t('share.wayCount', { way: t(WAY_KEY[way]), count: orders })),
  );
  return (
    <Typography variant="body2" color="text.secondary" data-testid="sales-by-way">
      {t('share.cameBy', { ways: list })}
    </Typography>
  );
}
