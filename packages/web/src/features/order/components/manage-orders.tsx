import { useState } from 'react';
import { OrderDialog, type OrderDialogTarget } from './order-dialog.tsx';
import { SellerOrders } from './seller-orders.tsx';
import type { ApiAuth } from '../../../lib/api-client.ts';

/** A seller's order list with the 'Skapa beställning' / 'Ändra beställning' dialog: the order feature's whole UI. */
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
