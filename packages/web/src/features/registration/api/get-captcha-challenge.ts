import { captchaChallengeResponse, type CaptchaChallengeResponse } from '@fundshop/core';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/captcha/challenge: a fresh ALTCHA challenge (never cached: every solve needs a new one). */
export function getCaptchaChallenge(signal?: AbortSignal): Promise<CaptchaChallengeResponse> {
  return apiRequest('/api/captcha/challenge', { schema: captchaChallengeResponse, signal });
}
