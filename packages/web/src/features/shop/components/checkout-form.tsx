import {
  buyerCheckoutForm,
  cartTotal,
  marketTaxOf,
  shareWayOf,
  type CartLine,
  type RetrieveSellerShopResponse,
} from '@fundshop/core';
import { Box, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  BuyerFields,
  buyerFormValues,
  buyerNote,
  BuyerSubmitButton,
  orderLines,
} from '../../../components/form/buyer-form.tsx';
import { selectInput } from '../../../components/form/raw-inputs.ts';
import { useBuyerSubmit } from '../../../components/form/use-buyer-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useMessageDialog } from '../../../components/message-dialog.tsx';
import { cartStorage } from '../../../lib/cart-storage.ts';
import type { CheckoutNavigationState } from '../../../lib/checkout-navigation.ts';
import { useGenericErrorMessage } from '../../../lib/public-config.ts';
import { storeKeys } from '../../../lib/query-keys.ts';
import { useCreateCheckoutSession } from '../api/create-checkout-session.ts';
import { useFormat, useT } from '../../../lib/i18n.tsx';

const shape = buyerCheckoutForm.shape;
/** Every field of the form holds a string: the optional ones (docs/decisions/0053) without their default. */
const checkoutForm = buyerCheckoutForm.extend({
  countryCode: selectInput(shape.countryCode),
  buyerPhoneNumber: shape.buyerPhoneNumber.unwrap(),
  streetAddress: shape.streetAddress.unwrap(),
  city: shape.city.unwrap(),
  postalCode: shape.postalCode.unwrap(),
  // The store shows no note field; its value stays '' and the checkout call accepts it.
  note: buyerNote,
});

export interface CheckoutFormProps {
  shop: RetrieveSellerShopResponse;
  cart: readonly CartLine[];
  /** Demo store: checkout is refused (SPEC §5). */
  blocked: boolean;
  /** Tells the cart whether a checkout was tried while it was empty. */
  onCartEmptyError: (empty: boolean) => void;
}

/**
 * SPEC §5 Checkout form of the public store; on 'ok' the payment page opens with the client secret in navigation
 * state. (An organiser's or seller's own order uses the order feature's form with the same fields.)
 */
export function CheckoutForm({ shop, cart, blocked, onCartEmptyError }: CheckoutFormProps) {
  const format = useFormat();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const genericError = useGenericErrorMessage();
  const checkout = useCreateCheckoutSession();
  const message = useMessageDialog();
  // Where tax is added at checkout, the button's amount is not all that is paid: it says so.
  const cartAmount = (amount: string) =>
    marketTaxOf(shop.currencyCode)?.behaviour === 'exclusive' ? t('store.amountTaxAdded', { amount }) : amount;
  const form = useZodForm(checkoutForm, buyerFormValues(shop.currencyCode, cartStorage.loadDraft()));
  const { subscribe } = form;

  // The buyer's half-filled form survives a reload.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => cartStorage.saveDraft(values as unknown as Record<string, string>),
      }),
    [subscribe],
  );

  const submit = useBuyerSubmit(form, {
    cartEmpty: cart.length === 0,
    onCartEmptyError,
    // An unknown seller (404) and the abuse limit (429, which says to wait) carry their own text.
    ownTextStatuses: [404, 429],
    showMessage: message.show,
    send: async (values) => {
      const result = await checkout.mutateAsync({
        ...values,
        createdByContactPersonOrSeller: false,
        sellerId: shop.sellerId,
        webShopId: shop.webShopId,
        webShopCartProducts: orderLines(cart),
        totalAmount: cartTotal(cart),
        // The way the link was shared that brought the supporter here, for the participant's figures.
        via: shareWayOf(location.search),
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
          tax: result.tax,
        };
        void navigate(`/shop/checkout/${shop.sellerId}`, { state });
        return;
      }
      // SPEC §8 checkout responses.
      message.show(
        result.responseMessage === 'locked-webshop'
          ? t('checkout.checkoutLocked')
          : result.responseMessage === 'inactive-seller'
            ? t('checkout.checkoutSellerInactive')
            : genericError,
        t('supporter.errorTitle'),
      );
      // The store may have changed state meanwhile (locked, seller removed): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: storeKeys.store(shop.sellerId) });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (blocked) {
      event.preventDefault();
      message.show(t('checkout.demoCheckout'));
      return;
    }
    submit(event);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('store.checkoutForm')} data-checkout-form>
      <Stack spacing={2}>
        <BuyerFields form={form} sellerName={shop.sellerName} optionalContact={false} withNote={false} />
        <BuyerSubmitButton busy={checkout.isPending} sx={{ minHeight: 48 }}>
          {cart.length > 0
            ? t('supporter.continueToPaymentAmount', {
                amount: cartAmount(format.price(cartTotal(cart), shop.currencyCode)),
              })
            : t('supporter.continueToPayment')}
        </BuyerSubmitButton>
      </Stack>
      {message.dialog}
    </Box>
  );
}
