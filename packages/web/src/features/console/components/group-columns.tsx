import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleGroup } from '@fundshop/core';
import { moneyColumn, timeColumn } from './columns.ts';

/** A group's state at a glance, as the groups list shows it. */
export const GROUP_COLUMNS: GridColDef<ConsoleGroup>[] = [
  { field: 'webShopId', headerName: 'ID', width: 80 },
  { field: 'name', headerName: 'Group', flex: 1, minWidth: 170 },
  { field: 'organiserEmail', headerName: 'Organiser', flex: 1, minWidth: 200 },
  {
    field: 'paymentReady',
    headerName: 'Payments',
    width: 110,
    type: 'boolean',
  },
  {
    field: 'isLocked',
    headerName: 'Shop',
    width: 100,
    renderCell: ({ row }) =>
      row.isLocked ? <Chip size="small" label="Locked" color="warning" /> : <Chip size="small" label="Open" />,
  },
  moneyColumn('earnings', 'Earnings', (row) => row.currencyCode),
  moneyColumn('availableNow', 'Payable now', (row) => row.currencyCode, 120),
  moneyColumn('owedByGroup', 'Group owes', (row) => row.currencyCode),
  {
    field: 'payoutStatus',
    headerName: 'Last payout',
    width: 120,
    valueFormatter: (value: string | null) => value ?? '—',
  },
  timeColumn('lastSaleAt', 'Last sale', 180),
];
