import { DASHBOARD_MSG, formatPrice, orderEarningsText, type BuyerOrderRow } from '@fundshop/core';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';

/** SPEC §3 Buyer order row: buyer, products, amount, the group's earnings and how it was paid. */
export function BuyerOrderCard({
  order,
  currencyCode,
  busy,
  onEdit,
  onDelete,
}: {
  order: BuyerOrderRow;
  currencyCode: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const buyer = `${order.buyerFirstName} ${order.buyerLastName}`.trim();
  const contact = [order.buyerEmail, order.buyerPhoneNumber].filter(Boolean).join(' · ');
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="buyer-order"
      sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {buyer}
          </Typography>
          {contact ? (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {contact}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {new Date(order.orderDate).toLocaleDateString()}
          </Typography>
        </Box>
        <Chip
          size="small"
          variant="outlined"
          icon={order.source === 'card' ? <CreditCardIcon /> : <PaymentsIcon />}
          label={order.source === 'card' ? DASHBOARD_MSG.sourceCard : DASHBOARD_MSG.sourceManual}
        />
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {order.orderFromBuyerDetailsList.map((line) => (
          <Typography component="li" variant="body2" key={line.productId}>
            {`${line.amountOrdered} × ${line.productName}`}
          </Typography>
        ))}
      </Box>
      {order.note ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, fontStyle: 'italic', wordBreak: 'break-word' }}
        >
          {order.note}
        </Typography>
      ) : null}
      <Stack
        direction="row"
        sx={{ mt: 1, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="body2">
          <Box component="span" sx={{ fontWeight: 700 }} data-testid="order-amount">
            {formatPrice(order.boughtForAmount, currencyCode)}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {orderEarningsText(formatPrice(order.earnings, currencyCode))}
          </Box>
        </Typography>
        {order.isEditable ? (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              startIcon={<EditIcon />}
              onClick={onEdit}
              disabled={busy}
              aria-label={`${DASHBOARD_MSG.edit} (${buyer})`}
            >
              {DASHBOARD_MSG.edit}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={onDelete}
              disabled={busy}
              aria-label={`${DASHBOARD_MSG.delete} (${buyer})`}
            >
              {DASHBOARD_MSG.delete}
            </Button>
          </Stack>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {DASHBOARD_MSG.cardOrderNotEditable}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
