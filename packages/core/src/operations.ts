import { z } from 'zod';

/** A stored picture's key: the SHA-256 of its bytes in lower-case hex (docs/decisions/0012-several-instances.md). */
export const PICTURE_KEY = /^[0-9a-f]{64}$/;

/** GET /api/pictures/{picture}: `<key>.jpg`. Anything else is refused before the database is asked. */
export const pictureParams = z.object({
  picture: z.string().regex(/^[0-9a-f]{64}\.jpg$/, 'Not a picture address'),
});

/** One check of GET /api/health: whether it passed and, when not, why. */
export const healthCheck = z.object({ ok: z.boolean(), detail: z.string().optional() });

/** GET /api/health: 200 when every check passes, 503 with the same body when one fails. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: healthCheck, migrations: healthCheck, workers: healthCheck }),
});
export type HealthResponse = z.infer<typeof healthResponse>;
