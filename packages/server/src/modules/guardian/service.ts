import { and, eq, gt, sql } from 'drizzle-orm';
import { storeLink, type ConfirmGuardianResponse, type GuardianConsentResponse } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sha256 } from '../../lib/crypto.ts';
import { recordAudit } from '../audit/trail.ts';
import { enqueueLoginMail } from '../seller/seller-mail.ts';

/**
 * A parent or guardian confirms a child's part in a fundraiser (docs/decisions/0037). The mailed token is the only key:
 * single use (its hash is cleared when used), valid 14 days; an unknown, used or expired one is the same 404.
 */

function guardianSeller(db: Executor, token: string) {
  return db
    .select({
      id: sellers.id,
      webshopId: sellers.webshopId,
      name: sellers.name,
      code: sellers.loginCodeEncrypted,
      guardianEmail: sellers.guardianEmail,
      groupName: webshops.name,
    })
    .from(sellers)
    .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
    .where(and(eq(sellers.guardianTokenHash, sha256(token)), gt(sellers.guardianTokenExpiresAt, sql`now()`)))
    .limit(1);
}

/** GET /api/guardian/{token}: whom the guardian is asked to confirm. */
export async function guardianConsent(ctx: Pick<AppContext, 'db'>, token: string): Promise<GuardianConsentResponse> {
  const [seller] = await guardianSeller(ctx.db, token);
  if (!seller) throw new AppError('guardian-link-invalid');
  return { childName: seller.name, groupName: seller.groupName };
}

/**
 * POST /api/guardian/{token}/confirm: the store opens, the login details go to the guardian, and the guardian's
 * answer on the full name is kept. The conditional update lets one of two concurrent confirmations win.
 */
export async function confirmGuardian(
  ctx: AppContext,
  token: string,
  input: { allowFullName: boolean },
  network: string,
): Promise<ConfirmGuardianResponse> {
  const { sellerId, answer } = await ctx.db.transaction(async (tx) => {
    const [seller] = await guardianSeller(tx, token).for('update', { of: sellers });
    if (!seller?.guardianEmail) throw new AppError('guardian-link-invalid');
    const confirmed = await tx
      .update(sellers)
      .set({
        guardianConfirmedAt: sql`now()`,
        fullNameConsent: input.allowFullName,
        guardianTokenHash: null,
        guardianTokenExpiresAt: null,
      })
      .where(and(eq(sellers.id, seller.id), eq(sellers.guardianTokenHash, sha256(token))))
      .returning({ id: sellers.id });
    if (confirmed.length === 0) throw new AppError('guardian-link-invalid');
    await enqueueLoginMail(tx, ctx, {
      sellerId: seller.id,
      recipient: { to: seller.guardianEmail, kind: 'guardian' },
      sellerName: seller.name,
      organizationName: seller.groupName,
      code: ctx.secrets.decrypt(seller.code),
    });
    await recordAudit(
      tx,
      { role: 'guardian', id: null, label: `guardian of seller ${seller.id}`, network },
      {
        action: 'seller.guardian-confirm',
        target: { type: 'seller', id: seller.id },
        webshopId: seller.webshopId,
        before: { guardianConfirmed: false },
        after: { guardianConfirmed: true, fullNameConsent: input.allowFullName },
      },
    );
    const storeUrl = storeLink(ctx.config.publicUrl, seller.id);
    return { sellerId: seller.id, answer: { responseMessage: 'ok' as const, childName: seller.name, storeUrl } };
  });
  ctx.shopCache.invalidateSeller(sellerId);
  return answer;
}
