import { catalogueArea } from '../catalogue-source.ts';

/** The registration form (SPEC §2 /register), its completed screen, the demo tour and the earnings counter. Data, not logic. */
export const registrationTexts = catalogueArea({
  en: {},
  sv: {},
  fr: {},
});
