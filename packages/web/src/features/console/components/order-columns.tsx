import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleOrder } from '@fundshop/core';
import { money, when } from './format.ts';

export const ORDER_COLUMNS: GridColDef<ConsoleOrder>[] = [
  { field: 'orderId', headerName: 'Order', width: 90 },
  { field: 'createdAt', headerName: 'Placed', width: 170, valueFormatter: (value: string) => when(value) },
  { field: 'buyerName', headerName: 'Buyer', flex: 1, minWidth: 150 },
  { field: 'buyerEmail', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'groupName', headerName: 'Group', width: 160 },
  { field: 'sellerName', headerName: 'Participant', width: 150 },
  {
    field: 'source',
    headerName: 'Paid',
    width: 90,
    valueFormatter: (value: string) => (value === 'card' ? 'card' : 'cash'),
  },
  {
    field: 'status',
    headerName: 'State',
    width: 100,
    valueGetter: (_v, row) => (row.deleted ? 'deleted' : row.status),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value: number, row) => money(value, row.currencyCode),
  },
  {
    field: 'refunded',
    headerName: 'Refunded',
    type: 'number',
    width: 100,
    valueFormatter: (value: number, row) => money(value, row.currencyCode),
  },
];
