import type { BuyerOrderRow } from '@fundshop/core';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PaymentsIcon from '@mui/icons-material/Payments';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useFormat, useT } from '../../../lib/i18n.tsx';

/**
 * How the buyer gets the e-books again (decision 0026): a new mail when the order has an address, else a printed
 * voucher the seller hands over.
 */
function DeliveryAction({
  order,
  buyer,
  voucherTo,
  resending,
  onResendBooks,
}: {
  order: BuyerOrderRow;
  buyer: string;
  voucherTo: string;
  resending: boolean;
  onResendBooks: () => void;
}) {
  const t = useT();
  return order.hasEmail ? (
    <BusyButton
      size="small"
      startIcon={<SendIcon />}
      busy={resending}
      onClick={onResendBooks}
      aria-label={`${t('delivery.resendButton')} (${buyer})`}
    >
      {t('delivery.resendButton')}
    </BusyButton>
  ) : (
    <Button
      size="small"
      component={RouterLink}
      to={voucherTo}
      startIcon={<ConfirmationNumberIcon />}
      aria-label={`${t('delivery.voucherButton')} (${buyer})`}
    >
      {t('delivery.voucherButton')}
    </Button>
  );
}

/**
 * SPEC §3 Buyer order row: buyer, products, amount, the group's earnings and how it was paid; and the e-books'
 * delivery (sent again, or a voucher), or 'Refunded'.
 */
export function BuyerOrderCard({
  order,
  currencyCode,
  busy,
  onEdit,
  onDelete,
  voucherTo,
  resending,
  onResendBooks,
}: {
  order: BuyerOrderRow;
  currencyCode: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The printable voucher of this order, in the viewer's area. */
  voucherTo: string;
  resending: boolean;
  onResendBooks: () => void;
}) {
  const format = useFormat();
  const t = useT();
  const buyer = `${order.buyerFirstName} ${order.buyerLastName ?? ''}`.trim();
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
            {format.date(order.orderDate, currencyCode)}
          </Typography>
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          <Chip
            size="small"
            variant="outlined"
            icon={order.source === 'card' ? <CreditCardIcon /> : <PaymentsIcon />}
            label={order.source === 'card' ? t('dashboard.sourceCard') : t('dashboard.sourceManual')}
          />
          {order.status === 'refunded' ? (
            <Chip size="small" color="warning" label={t('delivery.orderRefunded')} data-testid="order-refunded" />
          ) : null}
        </Stack>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {order.orderFromBuyerDetailsList.map((line) => (
          <Typography component="li" variant="body2" key={line.productId}>
            {`${line.amountOrdered} × ${line.productName}`}
          </Typography>
        ))}
      </Box>
      {/* A refunded order has nothing left to deliver. */}
      {order.status === 'refunded' ? null : (
        <Box sx={{ mt: 0.5, ml: -0.5 }}>
          <DeliveryAction
            order={order}
            buyer={buyer}
            voucherTo={voucherTo}
            resending={resending}
            onResendBooks={onResendBooks}
          />
        </Box>
      )}
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
            {format.price(order.boughtForAmount, currencyCode)}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('dashboard.orderEarnings', { earnings: format.price(order.earnings, currencyCode) })}
          </Box>
        </Typography>
        {order.isEditable ? (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              startIcon={<EditIcon />}
              onClick={onEdit}
              disabled={busy}
              aria-label={`${t('dashboard.edit')} (${buyer})`}
            >
              {t('dashboard.edit')}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={onDelete}
              disabled={busy}
              aria-label={`${t('dashboard.delete')} (${buyer})`}
            >
              {t('dashboard.delete')}
            </Button>
          </Stack>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('dashboard.cardOrderNotEditable')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
