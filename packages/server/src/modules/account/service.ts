import { eq } from 'drizzle-orm';
import type { loginContactPersonRequest, LoginContactPersonResponse } from '@fundshop/core';
import type { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { createSession } from '../../auth/session.ts';
import { contactPersons, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import { consumeRateLimit, resetRateLimit, type RateLimit } from '../../lib/rate-limit.ts';

/** Per client address: enough for a school sharing one network, not for guessing. */
export const LOGIN_LIMIT_PER_CLIENT: RateLimit = { limit: 30, windowSeconds: 15 * 60 };
/** Per webshop id: a password is 12 random characters, so 10 tries per 15 minutes guess nothing. */
export const LOGIN_LIMIT_PER_ACCOUNT: RateLimit = { limit: 10, windowSeconds: 15 * 60 };

export async function loginContactPerson(
  ctx: AppContext,
  input: z.output<typeof loginContactPersonRequest>,
  clientIp: string,
): Promise<LoginContactPersonResponse> {
  await consumeRateLimit(ctx.db, `login-contactperson-client:${clientIp}`, LOGIN_LIMIT_PER_CLIENT);
  if (!/^\d{1,9}$/.test(input.webShopId)) throw new AppError('error-username');
  const webshopId = Number(input.webShopId);
  const accountKey = `login-contactperson-account:${webshopId}`;
  await consumeRateLimit(ctx.db, accountKey, LOGIN_LIMIT_PER_ACCOUNT);

  const [row] = await ctx.db
    .select({ person: contactPersons, registrationKey: webshops.sellerRegistrationKey })
    .from(contactPersons)
    .innerJoin(webshops, eq(webshops.id, contactPersons.webshopId))
    .where(eq(contactPersons.webshopId, webshopId))
    .limit(1);
  if (!row) throw new AppError('error-username');
  if (!(await verifyPassword(input.password, row.person.passwordHash))) throw new AppError('error-password');

  await resetRateLimit(ctx.db, accountKey);
  const accessToken = await createSession(ctx.db, { role: 'contactperson', webshopId, sellerId: null });
  return {
    responseMessage: 'ok',
    customerFullName: `${row.person.firstName} ${row.person.lastName}`,
    accessToken,
    sellerRegistrationKey: row.registrationKey,
    webShopId: webshopId,
  };
}
