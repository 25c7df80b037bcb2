/**
 * Dashboard and order-management texts: SPEC §8 to the letter where SPEC quotes them (empty states, the
 * delete alert), our own where SPEC gives none (refusals of card orders and deleted orders).
 */
export const ORDER_MSG = {
  // Empty states (SPEC §8)
  noParticipants: 'No participants have been added yet.',
  // Dialog titles (SPEC §2: 'Skapa beställning' / 'Ändra beställning' in the Swedish catalogue)
  createOrderTitle: 'Create order',
  editOrderTitle: 'Edit order',
  // Refusals (ours: SPEC has no text for them)
  cardOrderLocked:
    'This order was paid by card, so it cannot be changed or deleted here: the money has already moved. Please contact support if the order needs correcting.',
  orderDeleted: 'This order has been deleted, so it can no longer be changed.',
  orderNotFound: 'We could not find this order. It may have been deleted; please reload the page.',
  demoStoreOrder: 'You can not add orders because this is a demo store only.',
} as const;
