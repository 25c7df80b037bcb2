import {
  buyerCheckoutForm,
  cartTotal,
  CHECKOUT_MSG,
  COUNTRY_CODES,
  CURRENCY_BY_COUNTRY,
  FIELD_MAX,
  genericErrorMessage,
  type CartLine,
  type RetrieveSellerShopResponse,
} from '@fundshop/core';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { COUNTRY_OPTIONS } from '../../../components/form/country-options.ts';
import { FormSelectField, FormTextField } from '../../../components/form/form-text-field.tsx';
import { selectInput } from '../../../components/form/raw-inputs.ts';
import { applyServerErrors, hasFieldErrors } from '../../../components/form/server-errors.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
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

const checkoutForm = buyerCheckoutForm.extend({ countryCode: selectInput(buyerCheckoutForm.shape.countryCode) });
type ParsedValues = z.output<typeof checkoutForm>;
const MAX = FIELD_MAX.checkout;

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
  const form = useZodForm(checkoutForm, initialValues(shop.currencyCode));
  const { subscribe } = form;

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
      const other = applyServerErrors(form, error);
      if (!hasFieldErrors(error)) {
        window.alert(error instanceof ApiRequestError && error.status === 404 ? error.message : genericError());
      } else if (other) {
        window.alert(other);
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
    void form.handleSubmit(async (values) => {
      if (empty) {
        document.getElementById('cart')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        return;
      }
      await send(values);
    })(event);
  };

  const busy = checkout.isPending;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Checkout">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            form={form}
            name="buyerFirstName"
            label="First name"
            autoComplete="given-name"
            maxLength={MAX.buyerFirstName}
          />
          <FormTextField
            form={form}
            name="buyerLastName"
            label="Last name"
            autoComplete="family-name"
            maxLength={MAX.buyerLastName}
          />
        </Stack>
        <FormTextField
          form={form}
          name="buyerEmail"
          label="Email"
          type="email"
          autoComplete="email"
          htmlInput={{ inputMode: 'email' }}
          maxLength={MAX.buyerEmail}
        />
        <FormTextField
          form={form}
          name="buyerPhoneNumber"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          htmlInput={{ inputMode: 'tel' }}
          maxLength={MAX.buyerPhoneNumber}
        />
        <FormSelectField
          form={form}
          name="countryCode"
          label="Country"
          autoComplete="country"
          placeholder="Choose a country"
          options={COUNTRY_OPTIONS}
        />
        <FormTextField
          form={form}
          name="streetAddress"
          label="Street address"
          autoComplete="address-line1"
          maxLength={MAX.streetAddress}
        />
        <FormTextField
          form={form}
          name="apartment"
          label="Apartment"
          autoComplete="address-line2"
          helperText="Optional"
          maxLength={MAX.apartment}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField form={form} name="city" label="City" autoComplete="address-level2" maxLength={MAX.city} />
          <FormTextField
            form={form}
            name="state"
            label="State/Province/Region"
            autoComplete="address-level1"
            maxLength={MAX.state}
          />
        </Stack>
        <FormTextField
          form={form}
          name="postalCode"
          label="Postal code"
          autoComplete="postal-code"
          maxLength={MAX.postalCode}
        />
        <FormTextField
          form={form}
          name="personalMessage"
          label="Name Of Person I Support"
          helperText={`Optional. Your order supports ${shop.sellerName}; add a name or a short message.`}
          maxLength={MAX.personalMessage}
        />
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
