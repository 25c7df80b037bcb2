import {
  cartTotal,
  DASHBOARD_MSG,
  genericErrorMessage,
  ORDER_MSG,
  organiserOrderForm,
  SUPPORTER_MSG,
  type CartLine,
  type RetrieveSellerShopResponse,
} from '@fundshop/core';
import { Box, Button, Stack } from '@mui/material';
import { useRef, type FormEvent } from 'react';
import type { z } from 'zod';
import {
  BuyerFields,
  buyerFormValues,
  buyerNote,
  BuyerSubmitButton,
  orderLines,
  type BuyerFormValues,
} from '../../../components/form/buyer-form.tsx';
import { selectInput } from '../../../components/form/raw-inputs.ts';
import { applyServerErrors, hasFieldErrors } from '../../../components/form/server-errors.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useMessageDialog } from '../../../components/message-dialog.tsx';
import { ApiRequestError, type ApiAuth } from '../../../lib/api-client.ts';
import { FALLBACK_SUPPORT_EMAIL, usePublicConfig } from '../../../lib/public-config.ts';
import { useCreateManualOrder } from '../api/create-manual-order.ts';
import { useEditManualOrder } from '../api/edit-manual-order.ts';

/** SPEC §5 relaxations for the contact person or seller: last name and email optional, a note allowed. */
const orderForm = organiserOrderForm.extend({
  countryCode: selectInput(organiserOrderForm.shape.countryCode),
  buyerLastName: organiserOrderForm.shape.buyerLastName.unwrap(),
  buyerEmail: organiserOrderForm.shape.buyerEmail.unwrap(),
  note: buyerNote,
});
type ParsedValues = z.output<typeof orderForm>;

export interface OrderFormProps {
  shop: RetrieveSellerShopResponse;
  cart: readonly CartLine[];
  auth: ApiAuth;
  /** The order being edited ('Ändra beställning'); absent when creating one. */
  buyerOfOrderId?: number;
  /** The edited order's form values. */
  values?: Partial<Record<keyof BuyerFormValues, string>>;
  /** Tells the cart whether a save was tried while it was empty. */
  onCartEmptyError: (empty: boolean) => void;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The buyer form in contact person/seller mode ('Skapa beställning' / 'Ändra beställning', SPEC §2): the order is
 * saved directly (paid outside the platform) instead of opening the payment page.
 */
export function OrderForm({
  shop,
  cart,
  auth,
  buyerOfOrderId,
  values,
  onCartEmptyError,
  onSaved,
  onCancel,
}: OrderFormProps) {
  const config = usePublicConfig();
  const createOrder = useCreateManualOrder(auth);
  const editOrder = useEditManualOrder(auth);
  const editing = buyerOfOrderId !== undefined;
  const submitting = useRef(false);
  const message = useMessageDialog();
  // An organiser's or seller's order is not the buyer's draft: it starts from the edited order, or empty.
  const form = useZodForm(orderForm, buyerFormValues(shop.currencyCode, values ?? {}));

  const genericError = () => genericErrorMessage(config.data?.supportEmail ?? FALLBACK_SUPPORT_EMAIL);

  const send = async (parsed: ParsedValues) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      const body = {
        ...parsed,
        createdByContactPersonOrSeller: true as const,
        sellerId: shop.sellerId,
        webShopId: shop.webShopId,
        webShopCartProducts: orderLines(cart),
        totalAmount: cartTotal(cart),
      };
      if (buyerOfOrderId === undefined) await createOrder.mutateAsync(body);
      else await editOrder.mutateAsync({ ...body, buyerOfOrderId });
      onSaved();
    } catch (error) {
      const other = applyServerErrors(form, error);
      if (!hasFieldErrors(error)) {
        // A management call's refusal (409: locked shop, removed seller, card order) carries SPEC §8's text, and the
        // abuse limit (429) says to wait.
        const ownText =
          error instanceof ApiRequestError && (error.status === 404 || error.status === 429 || error.status === 409);
        message.show(ownText ? error.message : genericError(), SUPPORTER_MSG.errorTitle);
      } else if (other) {
        message.show(other, SUPPORTER_MSG.errorTitle);
      }
    } finally {
      submitting.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // SPEC §5: the empty-cart text is not shown when editing (the server still refuses an order without products).
    const empty = cart.length === 0 && !editing;
    onCartEmptyError(empty);
    void form.handleSubmit(async (parsed) => {
      if (empty) {
        document.getElementById('cart')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        return;
      }
      await send(parsed);
    })(event);
  };

  const busy = createOrder.isPending || editOrder.isPending;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? ORDER_MSG.editOrderTitle : ORDER_MSG.createOrderTitle}
    >
      <Stack spacing={2}>
        <BuyerFields form={form} sellerName={shop.sellerName} optionalContact withNote />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={busy} size="large">
            {DASHBOARD_MSG.cancel}
          </Button>
          <BuyerSubmitButton busy={busy}>{editing ? DASHBOARD_MSG.save : DASHBOARD_MSG.order}</BuyerSubmitButton>
        </Stack>
      </Stack>
      {message.dialog}
    </Box>
  );
}
