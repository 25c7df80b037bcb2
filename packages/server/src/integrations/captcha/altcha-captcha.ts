import { lt } from 'drizzle-orm';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Database, Executor } from '../../db/client.ts';
import { usedCaptchas } from '../../db/schema.ts';
import type { Captcha } from './captcha.ts';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** About a second of work on a phone, nothing for a person, costly for a script registering thousands. */
const MAX_NUMBER = 100_000;

/** ALTCHA: a self-hosted proof of work, signed with our key; each solution is accepted once. */
export function createAltchaCaptcha(db: Database, hmacKey: string): Captcha {
  return {
    provider: 'altcha',
    async challenge() {
      const challenge = await createChallenge({
        hmacKey,
        maxnumber: MAX_NUMBER,
        expires: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
      return { provider: 'altcha', challenge };
    },
    async verify(token) {
      let payload: { signature?: unknown };
      try {
        payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: unknown };
      } catch {
        return false;
      }
      if (typeof payload.signature !== 'string') return false;
      if (!(await verifySolution(token, hmacKey, true))) return false;
      const expires = Number(extractParams(token).expires) * 1000 || Date.now() + CHALLENGE_TTL_MS;
      const inserted = await db
        .insert(usedCaptchas)
        .values({ signature: payload.signature, expiresAt: new Date(expires) })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchas.signature });
      return inserted.length === 1;
    },
  };
}

/** Forgets used solutions whose challenge has expired: verifySolution refuses those by their expiry alone. */
export async function deleteExpiredCaptchas(db: Executor): Promise<number> {
  const deleted = await db
    .delete(usedCaptchas)
    .where(lt(usedCaptchas.expiresAt, new Date()))
    .returning({ signature: usedCaptchas.signature });
  return deleted.length;
}
