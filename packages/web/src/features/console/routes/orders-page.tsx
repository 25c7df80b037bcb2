import { Stack, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrders } from '../api/orders.ts';
import { OrderTables } from '../components/order-tables.tsx';
import { SearchBox } from '../components/search-box.tsx';

/** Orders, newest first, found by order number, buyer email or buyer name; unpaid checkouts apart. */
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
      <OrderTables
        label="Orders"
        orders={orders.data?.orders ?? []}
        loading={orders.isFetching}
        onOpen={(o) => void navigate(`/orders/${o.orderId}`)}
      />
    </Stack>
  );
}
