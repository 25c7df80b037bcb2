import { z } from 'zod';

/** GET /api/public-config: what the web app needs to know about this deployment. */
export const publicConfigResponse = z.object({
  supportEmail: z.string(),
  /** The marketing site (its /register-group page); empty when none is configured. */
  marketingSiteUrl: z.string(),
  captchaProvider: z.enum(['altcha', 'recaptcha', 'none']),
  recaptchaSiteKey: z.string().optional(),
  ga4MeasurementId: z.string().optional(),
  adPixelId: z.string().optional(),
  /** The retention periods this deployment enforces, in days (RETENTION_*; the privacy page states them). */
  retention: z.object({ supporterDays: z.number().int(), participantDays: z.number().int() }),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
