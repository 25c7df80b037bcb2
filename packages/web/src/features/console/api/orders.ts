import {
  consoleOrderList,
  consoleOrderPage,
  reassignResponse,
  refundRow,
  resendBooksResponse,
  type OperatorRefundRequest,
  type ReassignRequest,
} from '@fundshop/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../query-keys.ts';
import { consoleRequest } from './client.ts';

/** GET /api/operator/orders?q=&webShopId=: by number, buyer email or name; a group's orders with webShopId alone. */
export function useOrders(q: string, webShopId?: number) {
  return useQuery({
    queryKey: consoleKeys.orders(q, webShopId),
    queryFn: ({ signal }) =>
      consoleRequest('/api/operator/orders', { query: { q, webShopId }, schema: consoleOrderList, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/operator/orders/{id}: the order's page. */
export function useOrder(orderId: number) {
  return useQuery({
    queryKey: consoleKeys.order(orderId),
    queryFn: ({ signal }) => consoleRequest(`/api/operator/orders/${orderId}`, { schema: consoleOrderPage, signal }),
  });
}

/** What an act on an order changes: the order, the lists and groups that show it, and the audit trail. */
async function refetchAfterOrderAct(client: QueryClient, orderId: number): Promise<void> {
  await Promise.all(
    [consoleKeys.order(orderId), consoleKeys.orderLists, consoleKeys.groupLists, consoleKeys.auditLists].map(
      (queryKey) => client.invalidateQueries({ queryKey }),
    ),
  );
  await client.invalidateQueries({ queryKey: [...consoleKeys.all, 'group'] });
}

/** POST /api/operator/orders/{id}/resend-books. */
export function useResendBooks(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      consoleRequest(`/api/operator/orders/${orderId}/resend-books`, { body: {}, schema: resendBooksResponse }),
    onSuccess: () => refetchAfterOrderAct(client, orderId),
  });
}

/** POST /api/operator/refunds: in full (no amount) or in part, with the reason. */
export function useRefund(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<OperatorRefundRequest, 'orderId'>) =>
      consoleRequest('/api/operator/refunds', { body: { ...input, orderId }, schema: refundRow }),
    onSuccess: () => refetchAfterOrderAct(client, orderId),
  });
}

/** POST /api/operator/orders/{id}/reassign: to another seller of the group, from the one the operator saw. */
export function useReassign(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReassignRequest) =>
      consoleRequest(`/api/operator/orders/${orderId}/reassign`, { body: input, schema: reassignResponse }),
    onSuccess: () => refetchAfterOrderAct(client, orderId),
  });
}
