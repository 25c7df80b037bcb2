import { useDocumentTitle } from '../../lib/document-title.ts';
import { SellerDashboard } from '../../features/dashboard/components/role-dashboards.tsx';
import { PayoutSection } from '../../features/payout/components/payout-section.tsx';
import { SellerStartPage } from '../../features/seller/routes/start-page.tsx';
import { ManageOrders } from '../../features/order/components/manage-orders.tsx';
import { useT } from '../../lib/i18n.tsx';

/**
 * /seller/start: the seller's Start page with the dashboard and its own orders under it (SPEC §2). The payout
 * section shows a seller only the webshop-locked notice.
 */
export function SellerStartRoute() {
  const t = useT();
  useDocumentTitle(t('page.sellerStart'));
  return (
    <SellerStartPage
      dashboard={(sellerId) => (
        <SellerDashboard
          sellerId={sellerId}
          orders={<ManageOrders sellerId={sellerId} auth="seller" />}
          payouts={(data) => <PayoutSection role="seller" data={data} />}
        />
      )}
    />
  );
}
