import { describe, expect, it } from 'vitest';
import { translatorFor } from './all-languages.ts';
import { languageFromAcceptLanguage, localeFor } from './languages.ts';

describe('translatorFor (Lingui over the catalogues)', () => {
  it('fills values in and takes plurals from the language', () => {
    expect(translatorFor('en')('supporter.cartItems', { count: 1 })).toBe('1 item');
    expect(translatorFor('en')('supporter.cartItems', { count: 3 })).toBe('3 items');
    expect(translatorFor('sv')('supporter.cartItems', { count: 1 })).toBe('1 vara');
    expect(translatorFor('sv')('supporter.cartItems', { count: 2 })).toBe('2 varor');
    // French counts 0 and 1 as singular.
    expect(translatorFor('fr')('supporter.cartItems', { count: 0 })).toBe('0 article');
    expect(translatorFor('fr')('supporter.cartItems', { count: 2 })).toBe('2 articles');
    expect(translatorFor('en')('store.fundraiserFor', { name: 'Ada' })).toBe('Fundraiser for Ada');
  });

  it("reads SPEC's texts in their language", () => {
    expect(translatorFor('sv')('order.createOrderTitle')).toBe('Skapa beställning');
    expect(translatorFor('en')('order.createOrderTitle')).toBe('Create order');
    expect(translatorFor('en')('msg.genericError', { email: 'help@example.com' })).toBe(
      'Something went wrong. Please try again, alternatively contact our support at help@example.com and we will assist you.',
    );
  });
});

describe('languages', () => {
  it('gives each language and country its locale', () => {
    expect(localeFor('en', 'US')).toBe('en-US');
    expect(localeFor('en', 'GB')).toBe('en-GB');
    expect(localeFor('en', 'CA')).toBe('en-CA');
    expect(localeFor('en', 'AU')).toBe('en-AU');
    expect(localeFor('en', 'NZ')).toBe('en-NZ');
    expect(localeFor('fr', 'CA')).toBe('fr-CA');
    expect(localeFor('sv', 'US')).toBe('sv-SE');
    expect(localeFor('en', undefined)).toBe('en-US');
  });

  it("takes the browser's first supported language, else the group's", () => {
    expect(languageFromAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8', 'en')).toBe('fr');
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,sv;q=0.5', 'en')).toBe('sv');
    expect(languageFromAcceptLanguage('de-DE', 'sv')).toBe('sv');
    expect(languageFromAcceptLanguage('en;q=0.5,sv;q=0.8', 'fr')).toBe('sv');
    expect(languageFromAcceptLanguage('sv;q=0', 'fr')).toBe('fr');
    expect(languageFromAcceptLanguage('*', 'sv')).toBe('sv');
    expect(languageFromAcceptLanguage(undefined, 'fr')).toBe('fr');
  });
});
