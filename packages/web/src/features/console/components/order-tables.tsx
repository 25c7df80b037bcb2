import { Stack, Typography } from '@mui/material';
import type { ConsoleOrder } from '@fundshop/core';
import { DataTable } from './data-table.tsx';
import { isUnpaidCheckout, ORDER_COLUMNS } from './order-columns.tsx';

/**
 * The orders a search or a group finds, paid or entered, and below them, apart and named so, the card checkouts that
 * were never paid (issue 40): an operator answering "where is my order?" sees both, and mistakes neither for the other.
 */
export function OrderTables({
  label,
  orders,
  loading,
  onOpen,
}: {
  label: string;
  orders: readonly ConsoleOrder[];
  loading: boolean;
  onOpen: (order: ConsoleOrder) => void;
}) {
  const checkouts = orders.filter(isUnpaidCheckout);
  const paid = orders.filter((o) => !isUnpaidCheckout(o));
  return (
    <Stack spacing={2}>
      <DataTable
        label={label}
        rows={paid}
        columns={ORDER_COLUMNS}
        getRowId={(o) => o.orderId}
        loading={loading}
        onOpen={onOpen}
      />
      {checkouts.length > 0 ? (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            Unpaid checkouts: not orders
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Card checkouts started and never paid (open, abandoned or declined). Nothing was charged, nothing counts and
            no e-book was sent.
          </Typography>
          <DataTable
            label={`Unpaid checkouts (${label})`}
            rows={checkouts}
            columns={ORDER_COLUMNS}
            getRowId={(o) => o.orderId}
            onOpen={onOpen}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
