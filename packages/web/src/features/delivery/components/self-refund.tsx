import { DELIVERY_MSG, type MyBooksResponse, type SelfRefundResponse } from '@fundshop/core';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText } from '../../../lib/api-client.ts';
import type { useSelfRefund } from '../api/my-books-actions.ts';
import { focusRing } from './focus-ring.ts';
import { useFormat } from '../../../lib/i18n.tsx';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** The self-refund done, said at the top of the page in place of the plain 'refunded' notice. */
export function SelfRefundDone({ refund }: { refund: SelfRefundResponse }) {
  const format = useFormat();
  return (
    <Alert severity="success" role="status">
      {DELIVERY_MSG.selfRefundDone(format.price(refund.refundedAmount, refund.currencyCode))}
    </Alert>
  );
}

/**
 * The terms' self-service refund: the deadline, and 'Cancel and refund' behind a confirmation (it cannot be undone).
 * The page holds the request (`refund`), so it can say at its top that it is done.
 */
export function SelfRefund({ refund, books }: { refund: ReturnType<typeof useSelfRefund>; books: MyBooksResponse }) {
  const [confirming, setConfirming] = useState(false);

  if (refund.isSuccess) return null;
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
