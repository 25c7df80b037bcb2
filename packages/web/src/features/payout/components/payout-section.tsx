import type { DashboardData } from '@fundshop/core';
import { Alert } from '@mui/material';
import { useT } from '../../../lib/i18n.tsx';
import { useContactPersonSession } from '../../../lib/storage.ts';
import { LockedNoticeDialog, type PayoutRole } from './locked-notice-dialog.tsx';
import { MoneyOverview } from './money-overview.tsx';
import { PaymentsAndSales } from './payments-and-sales.tsx';

/**
 * The end of the fundraiser on a dashboard. Both roles get the webshop-locked notice; only the organiser gets
 * 'Payments & Sales' (once the payment account is set up: before that the Start page's setup card is the way) and
 * 'Where the money is' (whenever the server sends it: manual sales count before any card payment).
 */
export function PayoutSection({ role, data }: { role: PayoutRole; data: DashboardData }) {
  const t = useT();
  // A co-organiser sees the figures but not the payout's acts, which are the organiser's (docs/decisions/0035).
  const coOrganiser = useContactPersonSession()?.isCoOrganiser ?? false;
  const organiser = role === 'contactperson';
  return (
    <>
      <LockedNoticeDialog
        role={role}
        webShopId={data.orderByWebShop.webShopId}
        display={data.orderByWebShop.displayWebShopLockedDialog}
      />
      {organiser && coOrganiser ? <Alert severity="info">{t('coOrganiser.payoutsByOrganiser')}</Alert> : null}
      {organiser && !coOrganiser && data.hasFinishedConnectedStripeAccountSetup ? (
        <PaymentsAndSales data={data} />
      ) : null}
      {organiser && data.payoutOverview ? (
        <MoneyOverview overview={data.payoutOverview} isLocked={data.orderByWebShop.isLocked} />
      ) : null}
    </>
  );
}
