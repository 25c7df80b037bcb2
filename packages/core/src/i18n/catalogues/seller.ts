import { catalogueArea } from '../catalogue-source.ts';

/** The seller's pages (registration, details, contact, QR codes and sheet), shared components, page titles and the CSV. Data, not logic. */
export const sellerTexts = catalogueArea({
  en: {},
  sv: {},
  fr: {},
});
