import { zodResolver } from '@hookform/resolvers/zod';
import { simulatedPayRequest } from '@fundshop/core';
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiRequestError, errorText } from '../../../lib/api-client.ts';
import { usePaySimulated } from '../api/pay-simulated.ts';

interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

const cardSchema = simulatedPayRequest.omit({ clientSecret: true });
type ParsedCard = ReturnType<typeof cardSchema.parse>;
const resolver = zodResolver(cardSchema) as unknown as Resolver<CardValues, unknown, ParsedCard>;

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

/**
 * The simulated provider's card form (development and tests, when no Stripe key is configured):
 * Card number, Expiry (MM/YY), CVC and Pay. A declined card stays on the page with the reason.
 */
export function SimulatedCardForm({
  clientSecret,
  onPaid,
}: {
  clientSecret: string;
  onPaid: (checkoutSession: string) => void;
}) {
  const pay = usePaySimulated();
  const [declined, setDeclined] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<CardValues, unknown, ParsedCard>({
    resolver,
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    if (pay.isPending) return;
    setDeclined(null);
    setFailure(null);
    try {
      const result = await pay.mutateAsync({ clientSecret, ...values });
      if (result.status === 'paid') onPaid(result.checkoutSession);
      else setDeclined(result.message || 'Your card was declined.');
    } catch (error) {
      if (error instanceof ApiRequestError) {
        let shown = false;
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'cardNumber' || field === 'expiry' || field === 'cvc') {
            setError(field, { message }, { shouldFocus: true });
            shown = true;
          }
        }
        if (!shown) setFailure(error.message);
      } else {
        setFailure(errorText(error));
      }
    }
  });

  const cardNumber = register('cardNumber');
  const expiry = register('expiry');
  const busy = pay.isPending || pay.data?.status === 'paid';

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Card payment">
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
        <TextField
          label="Card number"
          {...cardNumber}
          onChange={(event) => {
            setValue('cardNumber', groupCardNumber(event.target.value));
            void cardNumber.onChange(event);
          }}
          error={Boolean(errors.cardNumber)}
          helperText={errors.cardNumber?.message}
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label="Expiry"
            {...expiry}
            onChange={(event) => {
              setValue('expiry', formatExpiry(event.target.value));
              void expiry.onChange(event);
            }}
            error={Boolean(errors.expiry)}
            helperText={errors.expiry?.message ?? 'MM/YY'}
            autoComplete="cc-exp"
            placeholder="MM/YY"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
          />
          <TextField
            label="CVC"
            {...register('cvc')}
            error={Boolean(errors.cvc)}
            helperText={errors.cvc?.message}
            autoComplete="cc-csc"
            placeholder="123"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <LockIcon />}
          sx={{ minHeight: 48 }}
        >
          Pay
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          Test payment: no card is charged. 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
        </Typography>
      </Stack>
    </Box>
  );
}
