import { describe, expect, it } from 'vitest';
import { captchaHiddenFor, isMobileUserAgent, termsLabelParts } from './registration-form.ts';
import { PRIVACY_PATH, TERMS_PATH } from './supporter-messages.ts';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
/** A page address's query as URLSearchParams reads it (core is built without the DOM's types). */
const query = (pairs: Record<string, string> = {}) => ({ get: (name: string) => pairs[name] ?? null });
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('registration form (SPEC §2, §9)', () => {
  it('hides the captcha on a phone or with the embedded or mobile flag, unless the flag says 0 or false', () => {
    expect(isMobileUserAgent(PHONE)).toBe(true);
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
    expect(captchaHiddenFor(query(), PHONE)).toBe(true);
    expect(captchaHiddenFor(query(), DESKTOP)).toBe(false);
    expect(captchaHiddenFor(query({ embedded: '1' }), DESKTOP)).toBe(true);
    expect(captchaHiddenFor(query({ mobile: 'yes' }), DESKTOP)).toBe(true);
    expect(captchaHiddenFor(query({ embedded: '0', mobile: 'FALSE' }), DESKTOP)).toBe(false);
  });

  it('links the terms and the privacy policy in a checkbox label', () => {
    expect(termsLabelParts('I agree to the terms of use and privacy policy.')).toEqual([
      { text: 'I agree to the ' },
      { text: 'terms of use', href: TERMS_PATH },
      { text: ' and ' },
      { text: 'privacy policy', href: PRIVACY_PATH },
      { text: '.' },
    ]);
  });
});
