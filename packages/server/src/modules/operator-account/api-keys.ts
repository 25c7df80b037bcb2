import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKeyRow, OperatorRow } from '@fundshop/core';
import { API_KEY_PREFIX } from '../../auth/operator.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { operatorApiKeys, operators } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { recordAudit, type AuditActor } from '../audit/trail.ts';

type Ctx = Pick<AppContext, 'db'>;

/** Characters of a key kept in the clear, so a list tells keys apart (the prefix and 6 random characters). */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

async function keyRows(db: Executor, id?: number): Promise<ApiKeyRow[]> {
  const rows = await db
    .select({ key: operatorApiKeys, operatorEmail: operators.email })
    .from(operatorApiKeys)
    .innerJoin(operators, eq(operators.id, operatorApiKeys.operatorId))
    .where(id === undefined ? undefined : eq(operatorApiKeys.id, id))
    .orderBy(desc(operatorApiKeys.id));
  return rows.map(({ key, operatorEmail }) => ({
    id: key.id,
    operatorId: key.operatorId,
    operatorEmail,
    name: key.name,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  }));
}

export const listApiKeys = (ctx: Ctx) => keyRows(ctx.db);

/**
 * An admin makes an API key for an enrolled operator (docs/decisions/0031): 256 random bits, stored as SHA-256 and
 * answered this once. The key acts with its operator's role.
 */
export async function createApiKey(
  ctx: Ctx,
  actor: AuditActor & { id: number },
  input: { operatorId: number; name: string },
): Promise<{ apiKey: ApiKeyRow; key: string }> {
  const key = `${API_KEY_PREFIX}${randomToken()}`;
  const id = await ctx.db.transaction(async (tx) => {
    const [operator] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.id, input.operatorId), sql`${operators.enrolledAt} is not null`));
    if (!operator) throw new AppError('not-found', { message: 'There is no enrolled operator with this id.' });
    const [created] = await tx
      .insert(operatorApiKeys)
      .values({
        operatorId: operator.id,
        name: input.name,
        keyHash: sha256(key),
        prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
        createdByOperatorId: actor.id,
      })
      .returning({ id: operatorApiKeys.id, prefix: operatorApiKeys.prefix });
    await recordAudit(tx, actor, {
      action: 'api-key.create',
      target: { type: 'api-key', id: created!.id },
      webshopId: null,
      before: null,
      after: { operatorId: operator.id, name: input.name, prefix: created!.prefix },
    });
    return created!.id;
  });
  return { apiKey: (await keyRows(ctx.db, id))[0]!, key };
}

/** Revokes a key: the next call with it is refused (every call looks the key up). Revoking it again changes nothing. */
export async function revokeApiKey(ctx: Ctx, actor: AuditActor, id: number): Promise<ApiKeyRow> {
  await ctx.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(operatorApiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(operatorApiKeys.id, id), isNull(operatorApiKeys.revokedAt)))
      .returning({ operatorId: operatorApiKeys.operatorId, name: operatorApiKeys.name });
    if (!revoked) return;
    await recordAudit(tx, actor, {
      action: 'api-key.revoke',
      target: { type: 'api-key', id },
      webshopId: null,
      before: { revoked: false, ...revoked },
      after: { revoked: true, ...revoked },
    });
  });
  const [row] = await keyRows(ctx.db, id);
  if (!row) throw new AppError('not-found');
  return row;
}

/** Every operator, for the admin's key form and list. */
export async function listOperators(ctx: Ctx): Promise<OperatorRow[]> {
  const rows = await ctx.db.select().from(operators).orderBy(operators.email);
  return rows.map((o) => ({
    id: o.id,
    email: o.email,
    role: o.role,
    enrolled: o.enrolledAt !== null,
    createdAt: o.createdAt.toISOString(),
  }));
}
