/**
 * Query keys that more than one feature needs: the dashboard feature reads the organiser's dashboard, and the
 * payout feature's changes (lock, payout, schedule) must refetch it. A feature never imports another, so the key
 * lives here.
 */
export function contactPersonDashboardKey(webShopId: number) {
  return ['dashboard', 'contact-person', webShopId] as const;
}
