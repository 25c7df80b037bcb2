import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleOrder } from '@fundshop/core';
import { moneyColumn, timeColumn } from './columns.ts';

export const ORDER_COLUMNS: GridColDef<ConsoleOrder>[] = [
  { field: 'orderId', headerName: 'Order', width: 90 },
  timeColumn('createdAt', 'Placed'),
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
  moneyColumn('total', 'Total', (row) => row.currencyCode, 100),
  moneyColumn('refunded', 'Refunded', (row) => row.currencyCode, 100),
];
