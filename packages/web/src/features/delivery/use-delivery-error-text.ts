import { DELIVERY_MSG, type MessageKey } from '@fundshop/core';
import { errorText } from '../../lib/api-client.ts';
import { useErrorText, useT } from '../../lib/i18n.tsx';

/** DELIVERY_MSG's English texts by their catalogue key: the server refuses a refund or a link with one of them. */
const keyOfEnglish = new Map<string, MessageKey>(
  Object.entries(DELIVERY_MSG).flatMap(([name, english]) =>
    typeof english === 'string' ? [[english, `delivery.${name}` as MessageKey] as const] : [],
  ),
);

/**
 * A failed call's text in the page's language: delivery's own refusals here (lib/i18n.tsx's useErrorText knows only
 * the texts every page loads; DELIVERY_MSG stays out of the store's JavaScript), the others through useErrorText.
 */
export function useDeliveryErrorText(): (error: unknown) => string {
  const t = useT();
  const errorTextOf = useErrorText();
  return (error) => {
    const english = errorText(error);
    const key = keyOfEnglish.get(english);
    return key ? t(key) : (errorTextOf(english) ?? english);
  };
}
