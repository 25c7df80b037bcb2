import { Stack, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrders } from '../api/orders.ts';
import { DataTable } from '../components/data-table.tsx';
import { ORDER_COLUMNS } from '../components/order-columns.tsx';
import { SearchBox } from '../components/search-box.tsx';

/** Orders, newest first, found by order number, buyer email or buyer name. */
export function OrdersPage() {
  const [q, setQ] = useState('');
  const orders = useOrders(useDeferredValue(q.trim()));
  const navigate = useNavigate();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Orders
      </Typography>
      <SearchBox
        label="Search orders"
        value={q}
        onChange={setQ}
        helperText="An order number, or part of the buyer's email or name"
      />
      {orders.error ? <Typography color="error">{orders.error.message}</Typography> : null}
      <DataTable
        label="Orders"
        rows={orders.data?.orders ?? []}
        columns={ORDER_COLUMNS}
        getRowId={(o) => o.orderId}
        loading={orders.isFetching}
        onOpen={(o) => void navigate(`/orders/${o.orderId}`)}
      />
    </Stack>
  );
}
