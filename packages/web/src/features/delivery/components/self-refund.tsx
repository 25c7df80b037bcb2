import { countryOfCurrency, localeFor, type MyBooksResponse, type SelfRefundResponse } from '@fundshop/core';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { useSelfRefund } from '../api/my-books-actions.ts';
import { useDeliveryErrorText } from '../use-delivery-error-text.ts';
import { focusRing } from './focus-ring.ts';
import { useFormat, useI18n } from '../../../lib/i18n.tsx';

/** The self-refund done, said at the top of the page in place of the plain 'refunded' notice. */
export function SelfRefundDone({ refund }: { refund: SelfRefundResponse }) {
  const format = useFormat();
  const { t } = useI18n();
  return (
    <Alert severity="success" role="status">
      {t('delivery.selfRefundDone', { amount: format.price(refund.refundedAmount, refund.currencyCode) })}
    </Alert>
  );
}

/**
 * The terms' self-service refund: the deadline, and 'Cancel and refund' behind a confirmation (it cannot be undone).
 * The page holds the request (`refund`), so it can say at its top that it is done.
 */
export function SelfRefund({ refund, books }: { refund: ReturnType<typeof useSelfRefund>; books: MyBooksResponse }) {
  const { language, t } = useI18n();
  const errorText = useDeliveryErrorText();
  const [confirming, setConfirming] = useState(false);

  if (refund.isSuccess) return null;
  if (!books.canSelfRefund || books.selfRefundUntil === null) {
    return refund.isError ? <Alert severity="error">{errorText(refund.error)}</Alert> : null;
  }
  // The day in full ('December 9, 2026'), as the page's language writes it in the group's country.
  const until = new Date(books.selfRefundUntil).toLocaleDateString(
    localeFor(language, countryOfCurrency(books.currencyCode)),
    { day: 'numeric', month: 'long', year: 'numeric' },
  );
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {t('delivery.selfRefundUntil', { date: until })}
      </Typography>
      <Button
        variant="text"
        color="error"
        onClick={() => setConfirming(true)}
        sx={{ minHeight: 44, ml: -1, ...focusRing }}
      >
        {t('delivery.selfRefund')}
      </Button>
      {refund.isError ? <Alert severity="error">{errorText(refund.error)}</Alert> : null}
      <ConfirmDialog
        destructive
        open={confirming}
        title={t('delivery.selfRefundTitle')}
        body={t('delivery.selfRefundConfirm')}
        confirmText={t('delivery.selfRefund')}
        cancelText={t('delivery.keepOrder')}
        busy={refund.isPending}
        stacked
        onCancel={() => setConfirming(false)}
        onConfirm={() => refund.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Stack>
  );
}
