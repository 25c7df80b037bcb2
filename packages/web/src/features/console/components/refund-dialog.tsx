import { CONSOLE_MSG, operatorRefundRequest } from '@fundshop/core';
import { Typography } from '@mui/material';
import { z } from 'zod';
import { FormRadioGroup } from '../../../components/form/form-radio-group.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useRefund } from '../api/orders.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { money } from './format.ts';

const AMOUNT_MISSING = 'Give the amount to refund, such as 12.50.';

/** The refund form: all that is left of the order, or a part of it; the reason always (core's request schema). */
const refundForm = z
  .object({
    whole: z.enum(['full', 'part']),
    amount: z.string(),
    reason: operatorRefundRequest.shape.reason,
  })
  .superRefine((values, ctx) => {
    if (values.whole === 'part' && !(Number(values.amount) > 0)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: AMOUNT_MISSING });
    }
  });

/** Refunds a card order in full or in part, with the reason (a support operator up to its limit). */
export function RefundDialog({
  orderId,
  left,
  currencyCode,
  limit,
  open,
  onClose,
}: {
  orderId: number;
  /** What the order still holds. */
  left: number;
  currencyCode: string;
  /** A support operator's largest refund; null for an admin. */
  limit: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const refund = useRefund(orderId);
  const form = useZodForm(refundForm, { whole: 'full', amount: '', reason: '' });
  const { onSubmit, formError } = useServerSubmit(form, async (values) => {
    await refund.mutateAsync({
      amount: values.whole === 'part' ? Number(values.amount) : undefined,
      reason: values.reason,
    });
    form.reset();
    onClose();
  });
  const part = form.watch('whole') === 'part';
  return (
    <FormDialog
      open={open}
      title="Refund to the buyer's card"
      maxWidth="sm"
      cancelLabel="Cancel"
      submitLabel="Refund"
      busy={refund.isPending}
      error={formError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography variant="body2">
        Left to refund: {money(left, currencyCode)}
        {limit === null ? '' : ` · your limit: ${money(limit, currencyCode)} a refund`}
      </Typography>
      <FormRadioGroup
        form={form}
        name="whole"
        label="How much"
        options={[
          { value: 'full', label: `All that is left (${money(left, currencyCode)})` },
          { value: 'part', label: 'A part' },
        ]}
      />
      {part ? (
        <FormTextField
          form={form}
          name="amount"
          label={`Amount (${currencyCode})`}
          htmlInput={{ inputMode: 'decimal' }}
        />
      ) : null}
      <FormTextField
        form={form}
        name="reason"
        label="Reason"
        helperText={CONSOLE_MSG.reasonMissing}
        multiline
        minRows={2}
        maxLength={500}
      />
    </FormDialog>
  );
}
