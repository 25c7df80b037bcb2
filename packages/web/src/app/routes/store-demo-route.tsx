import { DEMO_SELLER_ID } from '@fundshop/core';
import { ShopPage } from '../../features/shop/routes/shop-page.tsx';
import { StoreDemoTour } from '../../features/store-demo/components/store-demo-tour.tsx';

/** /store-demo: the demo seller's store in demo mode (banner, cart and checkout blocked) with the tour on top. */
export function StoreDemoRoute() {
  return (
    <>
      <ShopPage sellerId={DEMO_SELLER_ID} demo />
      <StoreDemoTour />
    </>
  );
}
