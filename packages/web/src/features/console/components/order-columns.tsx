import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleOrder } from '@fundshop/core';
import { moneyColumn, timeColumn } from './columns.ts';

/**
 * A card checkout never paid (abandoned, or its card declined): no order, whatever its row says. The console lists
 * it apart, so nobody takes it for a pending order (issue 40).
 */
export const isUnpaidCheckout = (order: ConsoleOrder) => order.status === 'pending' || order.status === 'cancelled';

/** Its state in words: still open, or closed without a payment. */
const checkoutState = (order: ConsoleOrder) =>
  order.status === 'pending' ? 'not paid (open)' : 'not paid (abandoned or declined)';

/** Widths that fit a 1280 px window, the group's page inside its section too: the names and the email share the rest. */
export const ORDER_COLUMNS: GridColDef<ConsoleOrder>[] = [
  { field: 'orderId', headerName: 'Order', width: 75 },
  timeColumn('createdAt', 'Placed', 145),
  { field: 'buyerName', headerName: 'Buyer', flex: 1, minWidth: 130 },
  { field: 'buyerEmail', headerName: 'Email', flex: 1.2, minWidth: 170 },
  { field: 'groupName', headerName: 'Group', width: 130 },
  { field: 'sellerName', headerName: 'Participant', width: 130 },
  {
    field: 'source',
    headerName: 'Paid',
    width: 65,
    valueFormatter: (value: string) => (value === 'card' ? 'card' : 'cash'),
  },
  {
    field: 'status',
    headerName: 'State',
    width: 110,
    valueGetter: (_v, row) => (row.deleted ? 'deleted' : isUnpaidCheckout(row) ? checkoutState(row) : row.status),
  },
  moneyColumn('total', 'Total', (row) => row.currencyCode, 95),
  moneyColumn('refunded', 'Refunded', (row) => row.currencyCode, 95),
];
