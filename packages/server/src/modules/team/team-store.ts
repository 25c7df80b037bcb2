import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sellers } from '../../db/schema.ts';
import { randomCode } from '../../lib/crypto.ts';
import { LOGIN_CODE_LENGTH } from '../seller/service.ts';
import { cachedTeam } from './service.ts';

/**
 * The group's own store (docs/decisions/0050): a participant row marked `is_team`, one per webshop (a partial unique
 * index), without a name (the store shows the group's), an email or a usable login (its code is random and shown
 * nowhere, and the login refuses it), never listed as a participant. Its orders are the group's like any other, and
 * the dashboard shows them as the team's own. Made on first need: the team page's "for the team as a whole".
 */
export async function teamStoreOf(
  ctx: Pick<AppContext, 'db' | 'images' | 'shopCache' | 'secrets'>,
  webshopId: number,
): Promise<number> {
  // The team page's refusals: an unknown group, or one whose stores do not sell yet, has no team store either.
  await cachedTeam(ctx, webshopId);
  const code = randomCode(LOGIN_CODE_LENGTH);
  // No conflict target: two first asks at once may collide on the team index or on the name index (the team store's
  // name is '' in both), and either way the loser reads the winner's row below.
  await ctx.db.execute(sql`
    insert into sellers (webshop_id, name, login_code_hmac, login_code_encrypted, added_by_role, is_team)
    values (${webshopId}, '', ${ctx.secrets.hmac(code)}, ${ctx.secrets.encrypt(code)}, 'contactperson', true)
    on conflict do nothing`);
  const [team] = await ctx.db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.webshopId, webshopId), eq(sellers.isTeam, true)));
  if (!team) throw new Error(`webshop ${webshopId} has no team store after making one`);
  return team.id;
}
