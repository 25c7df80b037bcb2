import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { OperatorLoginResponse, OperatorProfile } from '@fundshop/core';
import { createOperatorSession, type OperatorAccount } from '../../auth/operator-session.ts';
import type { AppContext } from '../../context.ts';
import { operatorRecoveryCodes, operators } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../lib/crypto.ts';
import { countLoginAttempt } from '../../lib/login-limits.ts';
import { acceptedTotpStep } from './totp.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;

/** A TOTP code is six digits; anything else the schema let through is a recovery code. */
const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** The profile the console shows, with the refund limit of the operator's role. */
export function operatorProfile(config: Ctx['config'], account: OperatorAccount): OperatorProfile {
  return {
    id: account.operatorId,
    email: account.email,
    role: account.role,
    refundLimit: account.role === 'support' ? config.supportRefundLimit : null,
  };
}

/**
 * Uses the second factor: a TOTP code of a step after the last one accepted (recorded by a conditional UPDATE, so of
 * two sign-ins with one code only one gets through), or a recovery code not used yet (marked used the same way).
 */
async function useSecondFactor(
  ctx: Ctx,
  operator: { id: number; totpSecretSealed: string; totpLastStep: number | null },
  code: string,
): Promise<boolean> {
  if (isTotpCode(code)) {
    const secret = ctx.secrets.decrypt(operator.totpSecretSealed);
    const step = await acceptedTotpStep(secret, code, operator.totpLastStep);
    if (step === null) return false;
    const taken = await ctx.db
      .update(operators)
      .set({ totpLastStep: step })
      .where(and(eq(operators.id, operator.id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
      .returning({ id: operators.id });
    return taken.length === 1;
  }
  const used = await ctx.db
    .update(operatorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operator.id),
        eq(operatorRecoveryCodes.codeHmac, ctx.secrets.hmac(code)),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ operatorId: operatorRecoveryCodes.operatorId });
  return used.length === 1;
}

/**
 * POST /api/operator/login: email, password and code at once. Counted like the organisers' logins (decision 0018,
 * keys `login-operator-*`), and every refusal is the same 401, after the same scrypt work, whichever of the three
 * was wrong or whether the email is an operator's at all.
 */
export async function signInOperator(
  ctx: Ctx,
  input: { email: string; password: string; code: string },
  clientIp: string,
): Promise<OperatorLoginResponse> {
  const email = input.email.toLowerCase();
  const attempt = await countLoginAttempt(ctx.db, 'operator', email, clientIp);
  const [operator] = await ctx.db
    .select()
    .from(operators)
    .where(and(eq(sql`lower(${operators.email})`, email), isNotNull(operators.enrolledAt)));
  const passwordMatches = await verifyPassword(input.password, operator?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!operator?.totpSecretSealed || !passwordMatches) throw new AppError('operator-sign-in-failed');
  const factor = { ...operator, totpSecretSealed: operator.totpSecretSealed };
  if (!(await useSecondFactor(ctx, factor, input.code))) throw new AppError('operator-sign-in-failed');
  await attempt.succeeded();
  const accessToken = await createOperatorSession(ctx.db, operator.id);
  const [left] = await ctx.db
    .select({ n: count() })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operator.id), isNull(operatorRecoveryCodes.usedAt)));
  return {
    accessToken,
    operator: operatorProfile(ctx.config, { operatorId: operator.id, email: operator.email, role: operator.role }),
    recoveryCodesLeft: left?.n ?? 0,
  };
}
