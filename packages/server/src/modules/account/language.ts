import { eq } from 'drizzle-orm';
import type { ChooseLanguageResponse, Language } from '@fundshop/core';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { contactPersons, sellers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/**
 * The person's own language (docs/decisions/0044), kept on its account: the organiser's on its contact person row, a
 * seller's on its seller row. A co-organiser has no row of its own for it: its choice stays on its device, and the
 * call is refused (403) rather than changing the organiser's.
 */
export async function chooseLanguage(
  ctx: AppContext,
  caller: Caller,
  language: Language,
): Promise<ChooseLanguageResponse> {
  if (caller.role === 'seller') {
    await ctx.db.update(sellers).set({ language }).where(eq(sellers.id, caller.sellerId));
  } else if (caller.role === 'contactperson' && caller.coOrganiserId === undefined) {
    await ctx.db.update(contactPersons).set({ language }).where(eq(contactPersons.webshopId, caller.webshopId));
  } else {
    throw new AppError('forbidden');
  }
  return { language };
}
