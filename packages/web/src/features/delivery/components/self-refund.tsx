import { DELIVERY_MSG, formatPrice, type MyBooksResponse } from '@fundshop/core';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useSelfRefund } from '../api/my-books-actions.ts';
import { focusRing } from './focus-ring.ts';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The terms' self-service refund: the deadline, and 'Cancel and refund' behind a confirmation (it cannot be undone).
 * After it the page shows the order as the server now has it; the done message stays above.
 */
export function SelfRefund({ token, books }: { token: string; books: MyBooksResponse }) {
  const refund = useSelfRefund(token);
  const [confirming, setConfirming] = useState(false);

  if (refund.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {DELIVERY_MSG.selfRefundDone(formatPrice(refund.data.refundedAmount, refund.data.currencyCode))}
      </Alert>
    );
  }
  if (!books.canSelfRefund || books.selfRefundUntil === null) {
    return refund.isError ? <Alert severity="error">{errorText(refund.error)}</Alert> : null;
  }
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {DELIVERY_MSG.selfRefundUntil(dateOf(books.selfRefundUntil))}
      </Typography>
      <Button
        variant="text"
        color="error"
        onClick={() => setConfirming(true)}
        sx={{ minHeight: 44, ml: -1, ...focusRing }}
      >
        {DELIVERY_MSG.selfRefund}
      </Button>
      {refund.isError ? <Alert severity="error">{errorText(refund.error)}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        title={DELIVERY_MSG.selfRefundTitle}
        body={DELIVERY_MSG.selfRefundConfirm}
        confirmText={DELIVERY_MSG.selfRefund}
        cancelText={DELIVERY_MSG.keepOrder}
        busy={refund.isPending}
        stacked
        onCancel={() => setConfirming(false)}
        onConfirm={() => refund.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Stack>
  );
}
