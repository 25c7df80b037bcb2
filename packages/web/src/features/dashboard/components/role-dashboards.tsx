import type { DashboardData } from '@fundshop/core';
import type { ReactNode } from 'react';
import { useContactPersonDashboard } from '../api/get-contact-person-dashboard.ts';
import { useSellerDashboard } from '../api/get-seller-dashboard.ts';
import { Dashboard, DashboardState } from './dashboard.tsx';

/** Another feature's section, made from the loaded dashboard data (the app hands it in). */
type DataSlot = (data: DashboardData) => ReactNode;

/** The organiser's dashboard under /contactperson/start. */
export function ContactPersonDashboard({
  webShopId,
  payouts,
  tools,
}: {
  webShopId: number;
  payouts?: DataSlot;
  tools?: DataSlot;
}) {
  const query = useContactPersonDashboard(webShopId);
  if (!query.data) return <DashboardState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Dashboard role="contactperson" data={query.data} payouts={payouts?.(query.data)} tools={tools?.(query.data)} />
  );
}

/** The seller's dashboard under /seller/start, with its own orders list. */
export function SellerDashboard({
  sellerId,
  orders,
  payouts,
}: {
  sellerId: number;
  orders?: ReactNode;
  payouts?: DataSlot;
}) {
  const query = useSellerDashboard(sellerId);
  if (!query.data) return <DashboardState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Dashboard role="seller" data={query.data} sellerId={sellerId} orders={orders} payouts={payouts?.(query.data)} />
  );
}
