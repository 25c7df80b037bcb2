import { catalogueArea } from '../catalogue-source.ts';

/** The organiser's screens (SPEC §2 /contactperson/*): Start, participants, webshop, details, messages, the dashboard. Data, not logic. */
export const organiserTexts = catalogueArea({
  en: {},
  sv: {},
  fr: {},
});
