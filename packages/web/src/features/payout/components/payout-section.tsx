import type { DashboardData } from '@fundshop/core';
import { LockedNoticeDialog, type PayoutRole } from './locked-notice-dialog.tsx';
import { MoneyOverview } from './money-overview.tsx';
import { PaymentsAndSales } from './payments-and-sales.tsx';

/**
 * The end of the fundraiser on a dashboard. Both roles get the webshop-locked notice; only the organiser gets
 * 'Payments & Sales' (once the payment account is set up: before that the Start page's setup card is the way) and
 * 'Where the money is' (whenever the server sends it: manual sales count before any card payment).
 */
export function PayoutSection({ role, data }: { role: PayoutRole; data: DashboardData }) {
  const organiser = role === 'contactperson';
  return (
    <>
      <LockedNoticeDialog
        role={role}
        webShopId={data.orderByWebShop.webShopId}
        display={data.orderByWebShop.displayWebShopLockedDialog}
      />
      {organiser && data.hasFinishedConnectedStripeAccountSetup ? <PaymentsAndSales data={data} /> : null}
      {organiser && data.payoutOverview ? <MoneyOverview overview={data.payoutOverview} /> : null}
    </>
  );
}
