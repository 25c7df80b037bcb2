import {
  buyerCheckoutForm,
  cartTotal,
  CHECKOUT_MSG,
  COUNTRY_CODES,
  CURRENCY_BY_COUNTRY,
  DASHBOARD_MSG,
  FIELD_MAX,
  formatPrice,
  genericErrorMessage,
  ORDER_MSG,
  organiserOrderForm,
  SUPPORTER_MSG,
  type CartLine,
  type RetrieveSellerShopResponse,
} from '@fundshop/core';
import { Box, Button, Stack, type SxProps, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { BusyButton } from '../../../components/busy-button.tsx';
import { COUNTRY_OPTIONS } from '../../../components/form/country-options.ts';
import { useMessageDialog } from '../../../components/message-dialog.tsx';
import { FormFields, type FieldSpec } from '../../../components/form/form-text-field.tsx';
import { selectInput } from '../../../components/form/raw-inputs.ts';
import { applyServerErrors, hasFieldErrors } from '../../../components/form/server-errors.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ApiRequestError, type ApiAuth } from '../../../lib/api-client.ts';
import { cartStorage } from '../../../lib/cart-storage.ts';
import type { CheckoutNavigationState } from '../../../lib/checkout-navigation.ts';
import { FALLBACK_SUPPORT_EMAIL, usePublicConfig } from '../../../lib/public-config.ts';
import { useCreateCheckoutSession } from '../api/create-checkout-session.ts';
import { useCreateWebshopOrder } from '../api/create-webshop-order.ts';
import { useEditWebshopOrder } from '../api/edit-webshop-order.ts';

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
  /** Contact person/seller orders only (SPEC §5). */
  note: string;
}

/** The organiser form's note without its default: every field of the form holds a string. */
const note = organiserOrderForm.shape.note.unwrap();

const checkoutForm = buyerCheckoutForm.extend({
  countryCode: selectInput(buyerCheckoutForm.shape.countryCode),
  // The store shows no note field; its value stays '' and the checkout call accepts it.
  note,
});
type ParsedValues = z.output<typeof checkoutForm>;
/** SPEC §5 relaxations for the contact person or seller: last name and email optional, a note allowed. */
const orderForm = organiserOrderForm.extend({
  countryCode: selectInput(organiserOrderForm.shape.countryCode),
  buyerLastName: organiserOrderForm.shape.buyerLastName.unwrap(),
  buyerEmail: organiserOrderForm.shape.buyerEmail.unwrap(),
  note,
});
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
  'note',
];

/** The group's country from its currency: the likeliest country of its supporters. */
function countryOfCurrency(currencyCode: string): string {
  return COUNTRY_CODES.find((code) => CURRENCY_BY_COUNTRY[code] === currencyCode) ?? '';
}

function initialValues(currencyCode: string, order: OrderMode | undefined): CheckoutFormValues {
  const draft: Partial<Record<string, string>> = order ? (order.values ?? {}) : cartStorage.loadDraft();
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, draft[field] ?? '']),
  ) as unknown as CheckoutFormValues;
  if (!values.countryCode) values.countryCode = countryOfCurrency(currencyCode);
  return values;
}

/**
 * The form in contact person/seller mode ('Skapa beställning' / 'Ändra beställning', SPEC §2): the order is
 * saved directly (paid outside the platform) instead of opening the payment page.
 */
export interface OrderMode {
  auth: ApiAuth;
  /** The order being edited ('Ändra beställning'); absent when creating one. */
  buyerOfOrderId?: number;
  /** The edited order's form values. */
  values?: Partial<Record<keyof CheckoutFormValues, string>>;
  onSaved: () => void;
  onCancel: () => void;
}

export interface CheckoutFormProps {
  shop: RetrieveSellerShopResponse;
  /** Contact person/seller mode; absent in the public store. */
  order?: OrderMode;
  cart: readonly CartLine[];
  /** Demo store: checkout is refused (SPEC §5). */
  blocked: boolean;
  /** Tells the cart whether a checkout was tried while it was empty. */
  onCartEmptyError: (empty: boolean) => void;
}

/** SPEC §5 Checkout form; on 'ok' the payment page opens with the client secret in navigation state. */
export function CheckoutForm({ shop, order, cart, blocked, onCartEmptyError }: CheckoutFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  const checkout = useCreateCheckoutSession();
  const createOrder = useCreateWebshopOrder(order?.auth ?? 'seller');
  const editOrder = useEditWebshopOrder(order?.auth ?? 'seller');
  const editing = order?.buyerOfOrderId !== undefined;
  const submitting = useRef(false);
  const message = useMessageDialog();
  const form = useZodForm(order ? orderForm : checkoutForm, initialValues(shop.currencyCode, order));
  const { subscribe } = form;

  // The buyer's half-filled form survives a reload; an organiser's or seller's order is not the buyer's draft.
  const keepsDraft = order === undefined;
  useEffect(
    () =>
      keepsDraft
        ? subscribe({
            formState: { values: true },
            callback: ({ values }) => cartStorage.saveDraft(values as unknown as Record<string, string>),
          })
        : undefined,
    [subscribe, keepsDraft],
  );

  const genericError = () => genericErrorMessage(config.data?.supportEmail ?? FALLBACK_SUPPORT_EMAIL);

  const lines = () =>
    cart.map(({ productId, amountOrdered, productName, productPrice }) => ({
      productId,
      amountOrdered,
      productName,
      productPrice,
    }));

  const saveOrder = async (mode: OrderMode, values: ParsedValues) => {
    const body = {
      ...values,
      createdByContactPersonOrSeller: true as const,
      sellerId: shop.sellerId,
      webShopId: shop.webShopId,
      webShopCartProducts: lines(),
      totalAmount: cartTotal(cart),
    };
    if (mode.buyerOfOrderId === undefined) await createOrder.mutateAsync(body);
    else await editOrder.mutateAsync({ ...body, buyerOfOrderId: mode.buyerOfOrderId });
    mode.onSaved();
  };

  const send = async (values: ParsedValues) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      if (order) {
        await saveOrder(order, values);
        return;
      }
      const result = await checkout.mutateAsync({
        ...values,
        createdByContactPersonOrSeller: false,
        sellerId: shop.sellerId,
        webShopId: shop.webShopId,
        webShopCartProducts: lines(),
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
      message.show(
        result.responseMessage === 'locked-webshop'
          ? CHECKOUT_MSG.checkoutLocked
          : result.responseMessage === 'inactive-seller'
            ? CHECKOUT_MSG.checkoutSellerInactive
            : genericError(),
        SUPPORTER_MSG.errorTitle,
      );
      // The store may have changed state meanwhile (locked, seller removed): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: ['shop', shop.sellerId] });
    } catch (error) {
      const other = applyServerErrors(form, error);
      if (!hasFieldErrors(error)) {
        // A management call's refusal (409: locked shop, removed seller, card order) carries SPEC §8's text, and the
        // abuse limit (429) says to wait.
        const ownText =
          error instanceof ApiRequestError &&
          (error.status === 404 || error.status === 429 || (order && error.status === 409));
        message.show(ownText ? error.message : genericError(), SUPPORTER_MSG.errorTitle);
      } else if (other) {
        message.show(other, SUPPORTER_MSG.errorTitle);
      }
    } finally {
      submitting.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (blocked) {
      event.preventDefault();
      message.show(CHECKOUT_MSG.demoCheckout);
      return;
    }
    // SPEC §5: the empty-cart text is not shown when editing (the server still refuses an order without products).
    const empty = cart.length === 0 && !editing;
    onCartEmptyError(empty);
    void form.handleSubmit(async (values) => {
      if (empty) {
        document.getElementById('cart')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        return;
      }
      await send(values);
    })(event);
  };

  const busy = checkout.isPending || createOrder.isPending || editOrder.isPending;
  const optional = order ? DASHBOARD_MSG.optional : undefined;
  // Only an organiser's or participant's order takes a note.
  const noteField: FieldSpec<CheckoutFormValues>[] = order
    ? [{ name: 'note', label: DASHBOARD_MSG.note, helperText: DASHBOARD_MSG.optional, multiline: true, minRows: 2 }]
    : [];

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={order ? (editing ? ORDER_MSG.editOrderTitle : ORDER_MSG.createOrderTitle) : 'Checkout'}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormFields
            form={form}
            limits={MAX}
            fields={[
              { name: 'buyerFirstName', label: 'First name', autoComplete: 'given-name' },
              { name: 'buyerLastName', label: 'Last name', autoComplete: 'family-name', helperText: optional },
            ]}
          />
        </Stack>
        <FormFields
          form={form}
          limits={MAX}
          fields={[
            {
              name: 'buyerEmail',
              label: 'Email',
              type: 'email',
              autoComplete: 'email',
              helperText: optional,
              htmlInput: { inputMode: 'email' },
            },
            {
              name: 'buyerPhoneNumber',
              label: 'Phone number',
              type: 'tel',
              autoComplete: 'tel',
              htmlInput: { inputMode: 'tel' },
            },
            {
              name: 'countryCode',
              label: 'Country',
              type: 'select',
              autoComplete: 'country',
              placeholder: 'Choose a country',
              options: COUNTRY_OPTIONS,
            },
            { name: 'streetAddress', label: 'Street address', autoComplete: 'address-line1' },
            { name: 'apartment', label: 'Apartment', autoComplete: 'address-line2', helperText: 'Optional' },
          ]}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormFields
            form={form}
            limits={MAX}
            fields={[
              { name: 'city', label: 'City', autoComplete: 'address-level2' },
              { name: 'state', label: 'State/Province/Region', autoComplete: 'address-level1' },
            ]}
          />
        </Stack>
        <FormFields
          form={form}
          limits={MAX}
          fields={[
            { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
            {
              name: 'personalMessage',
              label: 'Name Of Person I Support',
              helperText: `Optional. Your order supports ${shop.sellerName}; add a name or a short message.`,
            },
            ...noteField,
          ]}
        />
        {order ? (
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={order.onCancel} disabled={busy} size="large">
              {DASHBOARD_MSG.cancel}
            </Button>
            <CheckoutSubmitButton busy={busy}>
              {editing ? DASHBOARD_MSG.save : DASHBOARD_MSG.order}
            </CheckoutSubmitButton>
          </Stack>
        ) : (
          <CheckoutSubmitButton busy={busy} sx={{ minHeight: 48 }}>
            {SUPPORTER_MSG.continueToPayment(
              cart.length > 0 ? formatPrice(cartTotal(cart), shop.currencyCode) : undefined,
            )}
          </CheckoutSubmitButton>
        )}
      </Stack>
      {message.dialog}
    </Box>
  );
}

/** Pay or save, with a spinner in place of a second click while the call runs. */
function CheckoutSubmitButton({ busy, children, sx }: { busy: boolean; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <BusyButton type="submit" variant="contained" size="large" busy={busy} spinnerSize={18} sx={sx}>
      {children}
    </BusyButton>
  );
}
