import type { CaptchaChallengeResponse } from '@fundshop/core';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Secrets } from '../../lib/crypto.ts';
import { createAltchaCaptcha } from './altcha-captcha.ts';
import { createRecaptchaCaptcha } from './recaptcha-captcha.ts';

/** Proves a human registered the group. verify() is always called: the client never decides to skip it. */
export interface Captcha {
  readonly provider: CaptchaChallengeResponse['provider'];
  challenge(): Promise<CaptchaChallengeResponse>;
  verify(token: string, remoteIp: string): Promise<boolean>;
}

export const noCaptcha: Captcha = {
  provider: 'none',
  challenge: async () => ({ provider: 'none' }),
  verify: async () => true,
};

export function createCaptcha(config: Config, db: Database, secrets: Secrets): Captcha {
  switch (config.captcha.provider) {
    case 'altcha':
      return createAltchaCaptcha(db, secrets.captchaKey);
    case 'recaptcha':
      return createRecaptchaCaptcha(config.captcha.recaptchaSiteKey ?? '', config.captcha.recaptchaSecret ?? '');
    case 'none':
      return noCaptcha;
  }
}
