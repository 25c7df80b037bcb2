import { catalogueArea } from '../catalogue-source.ts';

/** People and their data: participants' guardians, co-organisers, group settings, a person's own data, and their mails. Data, not logic. */
export const peopleTexts = catalogueArea({
  en: {},
  sv: {},
  fr: {},
});
