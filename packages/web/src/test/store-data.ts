import type { WebShopProduct } from '@fundshop/core';

/** A book of the store as the shop API lists it: $15, no descriptions. */
export const bakingBook: WebShopProduct = {
  productId: 1,
  productName: 'The Baking Book',
  productPrice: 15,
  coverImageUrl: '/covers/1.jpg',
  shortProductDescription: '',
  productDescription: '',
};

/** A second book, at a price with cents ($12.50). */
export const gardenStories: WebShopProduct = {
  productId: 2,
  productName: 'Garden Stories',
  productPrice: 12.5,
  coverImageUrl: '/covers/2.jpg',
  shortProductDescription: '',
  productDescription: '',
};
