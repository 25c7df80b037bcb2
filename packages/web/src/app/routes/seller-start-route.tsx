import { SellerDashboard } from '../../features/dashboard/components/role-dashboards.tsx';
import { SellerStartPage } from '../../features/seller/routes/start-page.tsx';
import { ManageOrders } from './manage-orders.tsx';

/** /seller/start: the seller's Start page with the dashboard and its own orders under it (SPEC §2). */
export function SellerStartRoute() {
  return (
    <SellerStartPage
      dashboard={(sellerId) => (
        <SellerDashboard sellerId={sellerId} orders={<ManageOrders sellerId={sellerId} auth="seller" />} />
      )}
    />
  );
}
