import type { ReactNode } from 'react';
import { useContactPersonDashboard } from '../api/get-contact-person-dashboard.ts';
import { useSellerDashboard } from '../api/get-seller-dashboard.ts';
import { Dashboard, DashboardState } from './dashboard.tsx';

/** The organiser's dashboard under /contactperson/start. */
export function ContactPersonDashboard({ webShopId }: { webShopId: number }) {
  const query = useContactPersonDashboard(webShopId);
  if (!query.data) return <DashboardState error={query.error} onRetry={() => void query.refetch()} />;
  return <Dashboard role="contactperson" data={query.data} />;
}

/** The seller's dashboard under /seller/start, with its own orders list. */
export function SellerDashboard({ sellerId, orders }: { sellerId: number; orders?: ReactNode }) {
  const query = useSellerDashboard(sellerId);
  if (!query.data) return <DashboardState error={query.error} onRetry={() => void query.refetch()} />;
  return <Dashboard role="seller" data={query.data} sellerId={sellerId} orders={orders} />;
}
