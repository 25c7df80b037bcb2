import { FIELD_MAX, simulatedPayRequest, type Translate } from '@fundshop/core';
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormFields, type FieldSpec } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { usePaySimulated } from '../api/pay-simulated.ts';
import { useErrorText, useT } from '../../../lib/i18n.tsx';

const cardSchema = simulatedPayRequest.omit({ clientSecret: true });

/** '4242424242424242' -> '4242 4242 4242 4242' as the buyer types. */
function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' -> '12/30'; a typed slash is kept. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return value.includes('/') && digits.length === 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

type CardField = FieldSpec<z.input<typeof cardSchema>>;

const cardNumberField = (t: Translate): CardField[] => [
  {
    name: 'cardNumber',
    label: t('checkoutPage.cardNumber'),
    format: groupCardNumber,
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    htmlInput: { inputMode: 'numeric' },
  },
];
/** Side by side under the number. */
const expiryAndCvcFields = (t: Translate): CardField[] => [
  {
    name: 'expiry',
    label: t('checkoutPage.expiry'),
    format: formatExpiry,
    helperText: t('checkoutPage.expiryFormat'),
    autoComplete: 'cc-exp',
    placeholder: t('checkoutPage.expiryFormat'),
    htmlInput: { inputMode: 'numeric' },
  },
  {
    name: 'cvc',
    label: t('checkoutPage.cvc'),
    autoComplete: 'cc-csc',
    placeholder: '123',
    htmlInput: { inputMode: 'numeric' },
  },
];

/**
 * The simulated provider's card form (development and tests, when no Stripe key is configured):
 * Card number, Expiry (MM/YY), CVC and Pay. A declined card stays on the page with the reason.
 */
export function SimulatedCardForm({
  clientSecret,
  amount,
  onPaid,
}: {
  clientSecret: string;
  /** The formatted total for the Pay button; undefined when unknown. */
  amount?: string;
  onPaid: (checkoutSession: string) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const pay = usePaySimulated();
  const [declined, setDeclined] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(cardSchema, { cardNumber: '', expiry: '', cvc: '' });

  const onSubmit = form.handleSubmit(async (values) => {
    if (pay.isPending) return;
    setDeclined(null);
    setFailure(null);
    try {
      const result = await pay.mutateAsync({ clientSecret, ...values });
      if (result.status === 'paid') onPaid(result.checkoutSession);
      else setDeclined(errorText(result.message) || t('checkoutPage.cardDeclined'));
    } catch (error) {
      setFailure(errorText(applyServerErrors(form, error) ?? undefined) ?? null);
    }
  });

  const busy = pay.isPending || pay.data?.status === 'paid';

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('checkoutPage.cardPayment')}>
      <Stack spacing={2}>
        {declined ? (
          <Alert severity="error" role="alert">
            {declined}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormFields form={form} fields={cardNumberField(t)} limits={FIELD_MAX.card} />
        <Stack direction="row" spacing={2}>
          <FormFields form={form} fields={expiryAndCvcFields(t)} limits={FIELD_MAX.card} />
        </Stack>
        <SubmitButton busy={busy} idleIcon={<LockIcon />} size="large" sx={{ minHeight: 48 }}>
          {amount ? t('supporter.payAmount', { amount }) : t('supporter.pay')}
        </SubmitButton>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('checkoutPage.testCards')}
        </Typography>
      </Stack>
    </Box>
  );
}
