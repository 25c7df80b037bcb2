import { cartTotal, organiserOrderForm, type CartLine, type RetrieveSellerShopResponse } from '@fundshop/core';
import { Box, Button, Stack } from '@mui/material';
import {
  BuyerFields,
  buyerFormValues,
  buyerNote,
  BuyerSubmitButton,
  orderLines,
  type BuyerFormValues,
} from '../../../components/form/buyer-form.tsx';
import { selectInput } from '../../../components/form/raw-inputs.ts';
import { useBuyerSubmit } from '../../../components/form/use-buyer-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useMessageDialog } from '../../../components/message-dialog.tsx';
import type { ApiAuth } from '../../../lib/api-client.ts';
import { useCreateManualOrder } from '../api/create-manual-order.ts';
import { useEditManualOrder } from '../api/edit-manual-order.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * The contact person's or seller's order (SPEC §5 relaxed, docs/decisions/0053): a name is all an order paid in cash
 * needs, a note is allowed. Every field of the form holds a string: the optional ones without their default. A seller's
 * edit neither shows nor sends the supporter's contact details, and the server keeps them (docs/decisions/0036).
 */
const shape = organiserOrderForm.shape;
const orderForm = organiserOrderForm.extend({
  countryCode: selectInput(shape.countryCode),
  buyerLastName: shape.buyerLastName.unwrap(),
  buyerEmail: shape.buyerEmail.unwrap(),
  buyerPhoneNumber: shape.buyerPhoneNumber.unwrap(),
  streetAddress: shape.streetAddress.unwrap(),
  city: shape.city.unwrap(),
  state: shape.state.unwrap(),
  postalCode: shape.postalCode.unwrap(),
  note: buyerNote,
});

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
  const t = useT();
  const createOrder = useCreateManualOrder(auth);
  const editOrder = useEditManualOrder(auth);
  const editing = buyerOfOrderId !== undefined;
  const message = useMessageDialog();
  // An organiser's or seller's order is not the buyer's draft: it starts from the edited order, or empty.
  const withContact = !(editing && auth === 'seller');
  const form = useZodForm(orderForm, buyerFormValues(shop.currencyCode, values ?? {}));

  const onSubmit = useBuyerSubmit(form, {
    // SPEC §5: the empty-cart text is not shown when editing (the server still refuses an order without products).
    cartEmpty: cart.length === 0 && !editing,
    onCartEmptyError,
    // A management call's refusal (409: locked shop, removed seller, card order) carries SPEC §8's text, and the
    // abuse limit (429) says to wait.
    ownTextStatuses: [404, 409, 429],
    showMessage: message.show,
    send: async (parsed) => {
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
    },
  });

  const busy = createOrder.isPending || editOrder.isPending;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? t('order.editOrderTitle') : t('order.createOrderTitle')}
    >
      <Stack spacing={2}>
        <BuyerFields form={form} sellerName={shop.sellerName} optionalContact withNote withContact={withContact} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={busy} size="large">
            {t('dashboard.cancel')}
          </Button>
          <BuyerSubmitButton busy={busy}>{editing ? t('dashboard.save') : t('dashboard.order')}</BuyerSubmitButton>
        </Stack>
      </Stack>
      {message.dialog}
    </Box>
  );
}
