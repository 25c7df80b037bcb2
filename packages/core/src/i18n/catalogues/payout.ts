import { catalogueArea } from '../catalogue-source.ts';

/** Payouts (SPEC §2 End Fundraiser & Get Paid): the money overview, the payout screens and mails. Data, not logic. */
export const payoutTexts = catalogueArea({
  en: {},
  sv: {},
  fr: {},
});
