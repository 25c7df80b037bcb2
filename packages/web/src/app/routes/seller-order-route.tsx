import { useDocumentTitle } from '../../lib/document-title.ts';
import { SellerOrderPage } from '../../features/order/routes/seller-order-page.tsx';
import { ManageOrders } from '../../features/order/components/manage-orders.tsx';
import { useT } from '../../lib/i18n.tsx';

/** /contactperson/seller-order: the organiser manages one participant's orders. */
export function SellerOrderRoute() {
  const t = useT();
  useDocumentTitle(t('page.sellerOrder'));
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
