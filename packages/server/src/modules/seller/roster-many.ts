import { eq, inArray, sql } from 'drizzle-orm';
import {
  PEOPLE_MSG,
  rosterProblems,
  type PreviewSellersResponse,
  type RegisterSellersResponse,
  type registerSellersRequest,
} from '@fundshop/core';
import type { z } from 'zod';
import { assertContactPersonOf } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { sellers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { randomCode } from '../../lib/crypto.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { callerActor, recordAudit } from '../audit/trail.ts';
import { mailAddedParticipant } from './seller-mail.ts';
import { LOGIN_CODE_CONSTRAINT, LOGIN_CODE_LENGTH, sellerConflict, webshopById } from './service.ts';

/**
 * Many participants at once (docs/decisions/0038): a preview that checks every row and saves nothing, and the save,
 * which checks every row again and inserts all of them in one transaction, or none.
 */

type Input = z.output<typeof registerSellersRequest>;

/** The group's names and every participant's email among the list's, lower case, as the unique indexes see them. */
async function takenNamesAndEmails(db: Executor, webshopId: number, rows: Input['sellers']) {
  const emails = rows.map((r) => r.email.toLowerCase()).filter((e) => e !== '');
  const [names, taken] = await readTogether(db, [
    () =>
      db
        .select({ name: sql<string>`lower(${sellers.name})` })
        .from(sellers)
        .where(eq(sellers.webshopId, webshopId)),
    () =>
      emails.length === 0
        ? Promise.resolve([])
        : db
            .select({ email: sql<string>`lower(${sellers.email})` })
            .from(sellers)
            .where(inArray(sql`lower(${sellers.email})`, emails)),
  ]);
  return { names: new Set(names.map((n) => n.name)), emails: new Set(taken.map((e) => e.email)) };
}

async function checkedRows(ctx: AppContext, caller: Caller, input: Input) {
  assertContactPersonOf(caller, input.webShopId);
  const shop = await webshopById(ctx.db, input.webShopId);
  if (!shop) throw new AppError('not-found');
  const problems = rosterProblems(input.sellers, await takenNamesAndEmails(ctx.db, shop.id, input.sellers), shop.name);
  return { shop, problems };
}

/** POST /api/seller/preview-sellers: every row with its problems; nothing is saved. */
export async function previewSellers(ctx: AppContext, caller: Caller, input: Input): Promise<PreviewSellersResponse> {
  const { problems } = await checkedRows(ctx, caller, input);
  return {
    responseMessage: 'ok',
    rows: input.sellers.map((row, i) => ({ ...row, problems: problems[i] ?? {} })),
    problemCount: problems.filter((p) => Object.keys(p).length > 0).length,
  };
}

/**
 * POST /api/seller/register-sellers: all rows or none. A row with a problem refuses the whole list (400, each problem
 * as `sellers.<row>.<field>`); a name or email taken between the check and the insert is the unique index's, and the
 * transaction rolls back every row. Login details are mailed (a minor's guardian gets the confirmation) in the same
 * transaction, so a list that is not saved mails nobody. One audit row for the act, naming every participant added.
 */
export async function registerSellers(ctx: AppContext, caller: Caller, input: Input): Promise<RegisterSellersResponse> {
  const { shop, problems } = await checkedRows(ctx, caller, input);
  const fieldErrors: Record<string, string> = {};
  problems.forEach((rowProblems, i) => {
    for (const [field, message] of Object.entries(rowProblems)) fieldErrors[`sellers.${i}.${field}`] = message;
  });
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('validation-error', { message: PEOPLE_MSG.rowsHaveProblems, fieldErrors });
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const codes = input.sellers.map(() => randomCode(LOGIN_CODE_LENGTH));
        const added = await tx
          .insert(sellers)
          .values(
            input.sellers.map((row, i) => ({
              webshopId: shop.id,
              name: row.name,
              email: row.isMinor || row.email === '' ? null : row.email,
              loginCodeHmac: ctx.secrets.hmac(codes[i]!),
              loginCodeEncrypted: ctx.secrets.encrypt(codes[i]!),
              addedByRole: 'contactperson' as const,
              contactDetailsVisibleAt: sql`now()`,
              isMinor: row.isMinor,
              guardianEmail: row.isMinor ? row.guardianEmail : null,
            })),
          )
          .returning({ id: sellers.id, name: sellers.name });
        for (const [i, row] of input.sellers.entries()) {
          const seller = added[i]!;
          await mailAddedParticipant(tx, ctx, { sellerId: seller.id, name: seller.name, code: codes[i]! }, row, shop);
        }
        await recordAudit(tx, callerActor(caller), {
          action: 'seller.add-many',
          target: { type: 'webshop', id: shop.id },
          webshopId: shop.id,
          before: null,
          after: {
            count: added.length,
            sellers: added.map((s, i) => ({ id: s.id, isMinor: input.sellers[i]!.isMinor })),
          },
        });
        return { responseMessage: 'ok', sellers: added.map((s) => ({ sellerId: s.id, sellerName: s.name })) };
      });
    } catch (error) {
      if (uniqueViolation(error) === LOGIN_CODE_CONSTRAINT && attempt < 3) continue;
      throw sellerConflict(error, shop.name, 'register');
    }
  }
}
