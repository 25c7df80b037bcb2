import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleGroup } from '@fundshop/core';
import { money, when } from './format.ts';

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
  {
    field: 'earnings',
    headerName: 'Earnings',
    type: 'number',
    width: 110,
    valueFormatter: (value: number, row) => money(value, row.currencyCode),
  },
  {
    field: 'availableNow',
    headerName: 'Payable now',
    type: 'number',
    width: 120,
    valueFormatter: (value: number, row) => money(value, row.currencyCode),
  },
  {
    field: 'owedByGroup',
    headerName: 'Group owes',
    type: 'number',
    width: 110,
    valueFormatter: (value: number, row) => money(value, row.currencyCode),
  },
  {
    field: 'payoutStatus',
    headerName: 'Last payout',
    width: 120,
    valueFormatter: (value: string | null) => value ?? '—',
  },
  { field: 'lastSaleAt', headerName: 'Last sale', width: 170, valueFormatter: (value: string | null) => when(value) },
];
