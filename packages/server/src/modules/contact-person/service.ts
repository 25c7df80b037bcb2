import { eq } from 'drizzle-orm';
import type { RetrieveWebshopDetailsResponse, updateWebshopDetailsRequest } from '@fundshop/core';
import type { z } from 'zod';
import { assertOrganiserOf } from '../../auth/guard.ts';
import { revokeOtherOrganiserSessions, type Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { contactPersons, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/crypto.ts';

/** A webshop with its contact person (every webshop has one); undefined when there is no such webshop. */
export async function webshopWithContactPerson(db: Executor, webshopId: number) {
  const [row] = await db
    .select({ shop: webshops, person: contactPersons })
    .from(webshops)
    .innerJoin(contactPersons, eq(contactPersons.webshopId, webshops.id))
    .where(eq(webshops.id, webshopId))
    .limit(1);
  return row;
}

export async function retrieveWebshopDetails(
  ctx: AppContext,
  caller: Caller,
  webshopId: number,
): Promise<RetrieveWebshopDetailsResponse> {
  assertOrganiserOf(caller, webshopId);
  const row = await webshopWithContactPerson(ctx.db, webshopId);
  if (!row) throw new AppError('not-found');
  return {
    schoolOrAssociation: row.shop.name,
    classOrTeam: row.shop.classOrTeam,
    firstName: row.person.firstName,
    lastName: row.person.lastName,
    email: row.person.email,
    phoneNumber: row.person.phoneNumber,
    password: '',
    commentToBuyers: row.shop.commentToBuyers,
  };
}

/**
 * Saves group and contact details; an empty password keeps the current one. A new password ends the organiser's
 * other sessions (`sessionToken` is the one making the change and stays) in the transaction that holds the
 * contact person's row lock, which login waits for (loginContactPerson).
 */
export async function updateWebshopDetails(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof updateWebshopDetailsRequest>,
  sessionToken: string,
): Promise<void> {
  assertOrganiserOf(caller, input.webShopId);
  const passwordHash = input.password === '' ? undefined : await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(webshops)
      .set({ name: input.schoolOrAssociation, classOrTeam: input.classOrTeam, commentToBuyers: input.commentToBuyers })
      .where(eq(webshops.id, input.webShopId))
      .returning({ id: webshops.id });
    if (updated.length === 0) throw new AppError('not-found');
    await tx
      .update(contactPersons)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(contactPersons.webshopId, input.webShopId));
    if (passwordHash) await revokeOtherOrganiserSessions(tx, input.webShopId, sessionToken);
  });
  // The group's name and message stand in every store of the webshop.
  ctx.shopCache.invalidateWebshop(input.webShopId);
}
