import { catalogueArea } from '../catalogue-source.ts';

/** Delivery and refunds: the e-book pages, checkout's pages, the order pages, the legal pages and their mails. Data, not logic. */
export const deliveryTexts = catalogueArea({
  en: {},
  sv: {},
  fr: {},
});
