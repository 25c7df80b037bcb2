import { z } from 'zod';
import type { Captcha } from './captcha.ts';

const siteverifyResponse = z.object({ success: z.boolean() });

/** Google reCAPTCHA, when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET are configured. */
export function createRecaptchaCaptcha(siteKey: string, secret: string): Captcha {
  return {
    provider: 'recaptcha',
    challenge: async () => ({ provider: 'recaptcha', siteKey }),
    async verify(token, remoteIp) {
      const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return false;
      const parsed = siteverifyResponse.safeParse(await response.json());
      return parsed.success && parsed.data.success;
    },
  };
}
