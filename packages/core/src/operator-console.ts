/**
 * The operator console's acts beyond sign-in (issue 26, docs/decisions/0033): their messages. English only, as the
 * whole console (docs/decisions/0032).
 */
export const CONSOLE_MSG = {
  sellerNotInGroup: 'That participant is not one of the order’s group: an order moves only within its group.',
  orderMoved: 'The order is no longer with the participant you saw: reload it and try again.',
  reasonMissing: 'Give the reason.',
  productExists: 'A product with this slug exists already.',
  ebookInvalid: 'The file is not an e-book we accept.',
} as const;
