import { catalogueArea } from '../catalogue-source.ts';

/** Notices to sellers and organisers: sales, the daily summary, reminders, the end, unsubscribing (issue 29). Data, not logic. */
export const noticeTexts = catalogueArea({
  en: {},
  sv: {},
  fr: {},
});
