/** Marks the store's phone cart bar, a fixed bar over the bottom of the page; the footer makes room while it shows. */
export const CART_BAR_ATTRIBUTE = 'data-cart-bar';
