import { SellerOrderPage } from '../../features/order/routes/seller-order-page.tsx';
import { ManageOrders } from './manage-orders.tsx';

/** /contactperson/seller-order: the organiser manages one participant's orders. */
export function SellerOrderRoute() {
  return (
    <SellerOrderPage>
      {({ sellerId, userRole }) => (
        <ManageOrders
          sellerId={sellerId}
          auth={userRole === 'seller' ? 'seller' : 'contact-person'}
          headingLevel="h1"
        />
      )}
    </SellerOrderPage>
  );
}
