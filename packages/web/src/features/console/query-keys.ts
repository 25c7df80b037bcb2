import type { AuditFilters, TaxReportQuery } from '@fundshop/core';

const all = ['console'] as const;

/** The console's query keys (one factory, docs/decisions/0028): every write refetches the keys of what it changed. */
export const consoleKeys = {
  all,
  enrolment: (token: string) => [...all, 'enrolment', token] as const,
  groups: (q: string) => [...all, 'groups', q] as const,
  groupLists: [...all, 'groups'] as const,
  group: (webShopId: number) => [...all, 'group', webShopId] as const,
  orderLists: [...all, 'orders'] as const,
  orders: (q: string, webShopId?: number) => [...all, 'orders', q, webShopId ?? null] as const,
  order: (orderId: number) => [...all, 'order', orderId] as const,
  payouts: [...all, 'payouts'] as const,
  payoutProvider: (payoutId: number) => [...all, 'payout-provider', payoutId] as const,
  products: [...all, 'products'] as const,
  supportLists: [...all, 'support'] as const,
  support: (state: string, webShopId?: number) => [...all, 'support', state, webShopId ?? null] as const,
  auditLists: [...all, 'audit'] as const,
  audit: (filters: AuditFilters) => [...all, 'audit', filters] as const,
  apiKeys: [...all, 'api-keys'] as const,
  taxReport: (range: TaxReportQuery) => [...all, 'tax-report', range] as const,
  operators: [...all, 'operators'] as const,
};
