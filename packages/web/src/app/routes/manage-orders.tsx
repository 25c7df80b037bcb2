import { useState } from 'react';
import { SellerOrders } from '../../features/order/components/seller-orders.tsx';
import { OrderDialog, type OrderDialogTarget } from '../../features/shop/components/order-dialog.tsx';
import type { ApiAuth } from '../../lib/api-client.ts';

/**
 * A seller's order list with the 'Skapa beställning' / 'Ändra beställning' dialog. Composed here because the
 * list belongs to the order feature and the dialog reuses the shop's checkout form.
 */
export function ManageOrders({
  sellerId,
  auth,
  headingLevel,
}: {
  sellerId: number;
  auth: ApiAuth;
  headingLevel?: 'h1' | 'h2';
}) {
  const [target, setTarget] = useState<OrderDialogTarget | null>(null);
  return (
    <>
      <SellerOrders
        sellerId={sellerId}
        auth={auth}
        headingLevel={headingLevel}
        onCreate={() => setTarget({ kind: 'create', sellerId })}
        onEdit={(buyerOfOrderId) => setTarget({ kind: 'edit', buyerOfOrderId })}
      />
      <OrderDialog target={target} auth={auth} onClose={() => setTarget(null)} />
    </>
  );
}
