import { SUPPORTER_MSG } from '@fundshop/core';
import { useRef, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useGenericErrorMessage } from '../../lib/public-config.ts';
import { applyServerErrors, hasFieldErrors } from './server-errors.ts';

export interface BuyerSubmitOptions<O> {
  /** Nothing to send: the submit points at the cart instead (SPEC §5). */
  cartEmpty: boolean;
  /** Tells the cart whether a submit was tried while it was empty. */
  onCartEmptyError: (empty: boolean) => void;
  /** The statuses whose refusal the buyer reads in the server's own words; any other gets SPEC §8's generic text. */
  ownTextStatuses: readonly number[];
  /** The message dialog's show, for refusals that name no field of the form. */
  showMessage: (text: string, title?: string) => void;
  send: (values: O) => Promise<void>;
}

/**
 * The submit of a buyer form, the store's checkout and an organiser's or seller's own order alike: an empty cart is
 * pointed at instead of sent, a press while one is on its way does nothing, and a refusal goes to its fields or to
 * the message dialog.
 */
export function useBuyerSubmit<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  { cartEmpty, onCartEmptyError, ownTextStatuses, showMessage, send }: BuyerSubmitOptions<O>,
): (event: FormEvent<HTMLFormElement>) => void {
  const genericError = useGenericErrorMessage();
  const submitting = useRef(false);

  const sendOnce = async (values: O) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await send(values);
    } catch (error) {
      const other = applyServerErrors(form, error);
      if (!hasFieldErrors(error)) {
        const ownText = error instanceof ApiRequestError && ownTextStatuses.includes(error.status);
        showMessage(ownText ? error.message : genericError, SUPPORTER_MSG.errorTitle);
      } else if (other) {
        showMessage(other, SUPPORTER_MSG.errorTitle);
      }
    } finally {
      submitting.current = false;
    }
  };

  return (event) => {
    onCartEmptyError(cartEmpty);
    void form.handleSubmit(async (values) => {
      if (cartEmpty) {
        document.getElementById('cart')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        return;
      }
      await sendOnce(values);
    })(event);
  };
}
