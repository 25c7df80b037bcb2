import { zodResolver } from '@hookform/resolvers/zod';
import {
  buyerCheckoutForm,
  cartTotal,
  CHECKOUT_MSG,
  COUNTRY_CODES,
  COUNTRY_NAMES,
  CURRENCY_BY_COUNTRY,
  genericErrorMessage,
  type CartLine,
  type RetrieveSellerShopResponse,
} from '@fundshop/core';
import { Box, Button, CircularProgress, Stack, TextField, type TextFieldProps } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { cartStorage } from '../../../lib/cart-storage.ts';
import type { CheckoutNavigationState } from '../../../lib/checkout-navigation.ts';
import { FALLBACK_SUPPORT_EMAIL, usePublicConfig } from '../../../lib/public-config.ts';
import { useCreateCheckoutSession } from '../api/create-checkout-session.ts';

/** The SPEC §5 checkout form as typed (all text; the schema trims and checks). */
export interface CheckoutFormValues {
  buyerFirstName: string;
  buyerLastName: string;
  buyerEmail: string;
  buyerPhoneNumber: string;
  countryCode: string;
  streetAddress: string;
  apartment: string;
  city: string;
  state: string;
  postalCode: string;
  personalMessage: string;
}

type ParsedValues = ReturnType<typeof buyerCheckoutForm.parse>;

const resolver = zodResolver(buyerCheckoutForm) as unknown as Resolver<CheckoutFormValues, unknown, ParsedValues>;

const FIELDS: readonly (keyof CheckoutFormValues)[] = [
  'buyerFirstName',
  'buyerLastName',
  'buyerEmail',
  'buyerPhoneNumber',
  'countryCode',
  'streetAddress',
  'apartment',
  'city',
  'state',
  'postalCode',
  'personalMessage',
];

/** The group's country from its currency: the likeliest country of its supporters. */
function countryOfCurrency(currencyCode: string): string {
  return COUNTRY_CODES.find((code) => CURRENCY_BY_COUNTRY[code] === currencyCode) ?? '';
}

function initialValues(currencyCode: string): CheckoutFormValues {
  const draft = cartStorage.loadDraft();
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, draft[field] ?? '']),
  ) as unknown as CheckoutFormValues;
  if (!values.countryCode) values.countryCode = countryOfCurrency(currencyCode);
  return values;
}

export interface CheckoutFormProps {
  shop: RetrieveSellerShopResponse;
  cart: readonly CartLine[];
  /** Demo store: checkout is refused (SPEC §5). */
  blocked: boolean;
  /** Tells the cart whether a checkout was tried while it was empty. */
  onCartEmptyError: (empty: boolean) => void;
}

/** SPEC §5 Checkout form; on 'ok' the payment page opens with the client secret in navigation state. */
export function CheckoutForm({ shop, cart, blocked, onCartEmptyError }: CheckoutFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  const checkout = useCreateCheckoutSession();
  const submitting = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    subscribe,
    formState: { errors },
  } = useForm<CheckoutFormValues, unknown, ParsedValues>({
    resolver,
    defaultValues: initialValues(shop.currencyCode),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => cartStorage.saveDraft(values as unknown as Record<string, string>),
      }),
    [subscribe],
  );

  const genericError = () => genericErrorMessage(config.data?.supportEmail ?? FALLBACK_SUPPORT_EMAIL);

  const send = async (values: ParsedValues) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      const result = await checkout.mutateAsync({
        ...values,
        createdByContactPersonOrSeller: false,
        sellerId: shop.sellerId,
        webShopId: shop.webShopId,
        webShopCartProducts: cart.map(({ productId, amountOrdered, productName, productPrice }) => ({
          productId,
          amountOrdered,
          productName,
          productPrice,
        })),
        totalAmount: cartTotal(cart),
      });
      if (result.responseMessage === 'ok') {
        const state: CheckoutNavigationState = {
          clientSecret: result.clientSecret,
          checkoutSession: result.checkoutSession,
          paymentProvider: result.paymentProvider,
          publishableKey: result.publishableKey,
          total: cartTotal(cart),
          currencyCode: shop.currencyCode,
          sellerName: shop.sellerName,
        };
        void navigate(`/shop/checkout/${shop.sellerId}`, { state });
        return;
      }
      // SPEC §8 checkout responses.
      window.alert(
        result.responseMessage === 'locked-webshop'
          ? CHECKOUT_MSG.checkoutLocked
          : result.responseMessage === 'inactive-seller'
            ? CHECKOUT_MSG.checkoutSellerInactive
            : genericError(),
      );
      // The store may have changed state meanwhile (locked, seller removed): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: ['shop', shop.sellerId] });
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? Object.entries(error.fieldErrors) : [];
      const formFields = fieldErrors.filter(([field]) => (FIELDS as readonly string[]).includes(field));
      for (const [field, message] of formFields) {
        setError(field as Path<CheckoutFormValues>, { message }, { shouldFocus: true });
      }
      const other = fieldErrors.find(([field]) => !(FIELDS as readonly string[]).includes(field));
      if (other) window.alert(other[1]);
      else if (formFields.length === 0) {
        window.alert(error instanceof ApiRequestError && error.status === 404 ? error.message : genericError());
      }
    } finally {
      submitting.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (blocked) {
      event.preventDefault();
      window.alert(CHECKOUT_MSG.demoCheckout);
      return;
    }
    const empty = cart.length === 0;
    onCartEmptyError(empty);
    void handleSubmit(async (values) => {
      if (empty) {
        document.getElementById('cart')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        return;
      }
      await send(values);
    })(event);
  };

  const field = (name: keyof CheckoutFormValues, label: string, maxLength: number, extra: TextFieldProps = {}) => (
    <TextField
      label={label}
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? extra.helperText}
      fullWidth
      {...extra}
      slotProps={{ ...extra.slotProps, htmlInput: { maxLength, ...(extra.slotProps?.htmlInput as object) } }}
    />
  );

  const busy = checkout.isPending;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Checkout">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('buyerFirstName', 'First name', 24, { autoComplete: 'given-name' })}
          {field('buyerLastName', 'Last name', 34, { autoComplete: 'family-name' })}
        </Stack>
        {field('buyerEmail', 'Email', 254, {
          type: 'email',
          autoComplete: 'email',
          slotProps: { htmlInput: { inputMode: 'email' } },
        })}
        {field('buyerPhoneNumber', 'Phone number', 30, {
          type: 'tel',
          autoComplete: 'tel',
          slotProps: { htmlInput: { inputMode: 'tel' } },
        })}
        <TextField
          select
          label="Country"
          {...register('countryCode')}
          error={Boolean(errors.countryCode)}
          helperText={errors.countryCode?.message}
          autoComplete="country"
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            Choose a country
          </option>
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {COUNTRY_NAMES[code]}
            </option>
          ))}
        </TextField>
        {field('streetAddress', 'Street address', 100, { autoComplete: 'address-line1' })}
        {field('apartment', 'Apartment', 50, { autoComplete: 'address-line2', helperText: 'Optional' })}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('city', 'City', 50, { autoComplete: 'address-level2' })}
          {field('state', 'State/Province/Region', 50, { autoComplete: 'address-level1' })}
        </Stack>
        {field('postalCode', 'Postal code', 20, { autoComplete: 'postal-code' })}
        {field('personalMessage', 'Name Of Person I Support', 200, {
          helperText: `Optional. Your order supports ${shop.sellerName}; add a name or a short message.`,
        })}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minHeight: 48 }}
        >
          Continue to payment
        </Button>
      </Stack>
    </Box>
  );
}
