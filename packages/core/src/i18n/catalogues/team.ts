import { catalogueArea } from '../catalogue-source.ts';

/** The team page (/team/{webShopId}) and the site's front page (issue 29). Data, not logic. */
export const teamTexts = catalogueArea({
  en: {},
  sv: {},
  fr: {},
});
