import type { BuyerOrderRow } from '@fundshop/core';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useMessageDialog } from '../../../components/message-dialog.tsx';
import { NoticeSnackbar } from '../../../components/notice-snackbar.tsx';
import { ApiRequestError, errorText, type ApiAuth } from '../../../lib/api-client.ts';
import { bookVoucherPath } from '../../../lib/book-voucher-route.ts';
import { useGenericErrorMessage } from '../../../lib/public-config.ts';
import { useDeleteWebshopPurchase } from '../api/delete-webshop-purchase.ts';
import { useSellerOrderDetails } from '../api/get-seller-order-details.ts';
import { useResendBooks } from '../api/resend-books.ts';
import { BuyerOrderCard } from './buyer-order-card.tsx';
import { useErrorText, useT } from '../../../lib/i18n.tsx';

/** The 'link sent again' notice: a sentence to read, so longer than SPEC's 3 s copy notice. */
const NOTICE_MS = 5000;

export interface SellerOrdersProps {
  sellerId: number;
  /** Whose token the calls carry: the organiser's on /contactperson/seller-order, the seller's on its Start page. */
  auth: ApiAuth;
  /** 'Skapa beställning': the app opens the order dialog. */
  onCreate: () => void;
  /** 'Ändra beställning' for a manual order. */
  onEdit: (buyerOfOrderId: number) => void;
  /** The heading level of the section title (h2 on a dashboard, h1 on its own page). */
  headingLevel?: 'h1' | 'h2';
}

/**
 * A seller's orders (SPEC §3 Seller order details) with create, edit and delete, and the e-books sent again or
 * handed over on a voucher; SPEC §8's empty states.
 */
export function SellerOrders({ sellerId, auth, onCreate, onEdit, headingLevel = 'h2' }: SellerOrdersProps) {
  const t = useT();
  const errorIn = useErrorText();
  const details = useSellerOrderDetails(sellerId, auth);
  const remove = useDeleteWebshopPurchase(auth);
  const genericError = useGenericErrorMessage();
  const [toDelete, setToDelete] = useState<BuyerOrderRow | null>(null);
  const message = useMessageDialog();
  const resend = useResendBooks(auth);
  const [resent, setResent] = useState(false);

  const resendBooks = (orderId: number) =>
    resend.mutate(
      { orderId },
      {
        onSuccess: () => setResent(true),
        onError: (error) => message.show(errorIn(errorText(error)) ?? '', t('supporter.errorTitle')),
      },
    );

  const confirmDelete = () => {
    const order = toDelete;
    setToDelete(null);
    if (!order) return;
    remove.mutate(
      { webShopPurchaseId: order.buyerOfOrderId, sellerId },
      {
        // SPEC §8: 'Error code:' plus the status, followed by the generic message.
        onError: (error) =>
          message.show(
            t('orders.deleteFailed', {
              status: error instanceof ApiRequestError ? error.status : 0,
              message: genericError,
            }),
            t('supporter.errorTitle'),
          ),
      },
    );
  };

  const data = details.data;
  const isSeller = auth === 'seller';
  const emptyText = isSeller
    ? t('order.youHaveNotSoldYet')
    : t('order.nameHasNotSold', { name: data?.sellerName ?? '' });
  const title = isSeller || !data ? t('dashboard.orders') : t('orders.titleWithSeller', { name: data.sellerName });

  return (
    <Box component="section" aria-labelledby={`orders-${sellerId}-title`}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}
      >
        <Typography
          id={`orders-${sellerId}-title`}
          variant={headingLevel === 'h1' ? 'h4' : 'h6'}
          component={headingLevel}
          sx={headingLevel === 'h1' ? { fontSize: { xs: '1.75rem', sm: '2.125rem' } } : undefined}
        >
          {title}
        </Typography>
        {data?.sellerIsActive ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            {t('order.createOrderTitle')}
          </Button>
        ) : null}
      </Stack>
      {data ? (
        data.orderFromBuyers.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="text.secondary">{emptyText}</Typography>
          </Paper>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {data.orderFromBuyers.map((order) => (
              <BuyerOrderCard
                key={order.buyerOfOrderId}
                order={order}
                currencyCode={data.currencyCode}
                busy={remove.isPending && remove.variables?.webShopPurchaseId === order.buyerOfOrderId}
                onEdit={() => onEdit(order.buyerOfOrderId)}
                onDelete={() => setToDelete(order)}
                voucherTo={bookVoucherPath(auth, order.buyerOfOrderId)}
                resending={resend.isPending && resend.variables?.orderId === order.buyerOfOrderId}
                onResendBooks={() => resendBooks(order.buyerOfOrderId)}
              />
            ))}
          </Stack>
        )
      ) : details.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void details.refetch()}>
              {t('dashboard.tryAgain')}
            </Button>
          }
        >
          {errorIn(errorText(details.error))}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('dashboard.loading')} />
        </Box>
      )}
      <ConfirmDialog
        destructive
        open={toDelete !== null}
        title={t('dashboard.deleteOrderTitle')}
        body={t('dashboard.deleteOrderQuestion')}
        confirmText={t('dashboard.yes')}
        cancelText={t('dashboard.no')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
      <NoticeSnackbar
        open={resent}
        message={t('delivery.resent')}
        autoHideDuration={NOTICE_MS}
        onClose={() => setResent(false)}
      />
      {message.dialog}
    </Box>
  );
}
