import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  OPERATOR_CONSOLE_PATH,
  OPERATOR_SETUP_HOURS,
  RECOVERY_CODE_COUNT,
  type EnrolmentInfo,
  type OperatorRole,
} from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { operatorRecoveryCodes, operators, sessions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, randomCode, randomToken, sha256 } from '../../lib/crypto.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { recordAudit, type AuditActor } from '../audit/trail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { acceptedTotpStep, newTotpSecret, otpauthUri } from './totp.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;

/** Codes typed at a set-up link per 15 minutes: the link's holder is the operator, a wrong code is a typo. */
const ENROL_ATTEMPTS = { limit: 10, windowSeconds: 15 * 60 };

/** The link the new operator follows: the token is in the fragment, so no server log or Referer ever holds it. */
const setupLink = (config: Ctx['config'], token: string) =>
  `${config.publicUrl}${OPERATOR_CONSOLE_PATH}/enrol#${token}`;

/**
 * Gives an operator a set-up link (docs/decisions/0031), valid OPERATOR_SETUP_HOURS, and mails it through the outbox
 * (sent when SMTP_URL is set; the local outbox page otherwise). A new email makes a new operator; `reset` takes an
 * existing operator back to the start (a lost phone): password, second factor, recovery codes and sessions go.
 * Answers the link, which `npm run operator` prints.
 */
export async function issueSetupLink(
  ctx: Ctx,
  actor: AuditActor,
  input: { email: string; role?: OperatorRole; reset?: boolean },
): Promise<{ operatorId: number; link: string }> {
  const token = randomToken();
  const secret = ctx.secrets.encrypt(newTotpSecret());
  const email = input.email.trim().toLowerCase();
  const setup = {
    setupTokenHash: sha256(token),
    setupExpiresAt: sql`now() + ${OPERATOR_SETUP_HOURS} * interval '1 hour'`,
    totpSecretSealed: secret,
  };
  const operatorId = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: operators.id, role: operators.role, enrolledAt: operators.enrolledAt })
      .from(operators)
      .where(eq(sql`lower(${operators.email})`, email))
      .for('update');
    if (existing && !input.reset) throw new Error(`${email} is an operator already (reset gives a new set-up link).`);
    if (!existing && input.reset) throw new Error(`${email} is not an operator.`);
    const role = input.role ?? existing?.role ?? 'support';
    let id: number;
    if (existing) {
      id = existing.id;
      await tx
        .update(operators)
        .set({ ...setup, role, passwordHash: null, totpLastStep: null, enrolledAt: null })
        .where(eq(operators.id, id));
      await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
      await tx.delete(sessions).where(eq(sessions.operatorId, id));
    } else {
      const [created] = await tx
        .insert(operators)
        .values({ email, role, ...setup })
        .returning({ id: operators.id });
      id = created!.id;
    }
    await recordAudit(tx, actor, {
      action: existing ? 'operator.reset' : 'operator.create',
      target: { type: 'operator', id },
      webshopId: null,
      before: existing ? { role: existing.role, enrolled: existing.enrolledAt !== null } : null,
      after: { email, role, enrolled: false },
    });
    await enqueueMail(
      tx,
      renderMail(email, {
        subject: 'Set up your Fundshop operator account',
        paragraphs: [
          `You have been given a Fundshop operator account (${role}).`,
          `Open the link within ${OPERATOR_SETUP_HOURS} hours to choose a password and set up your authenticator app. The link works once.`,
        ],
        action: { label: 'Set up my account', url: setupLink(ctx.config, token) },
      }),
      { containsCredentials: true },
    );
    return id;
  });
  return { operatorId, link: setupLink(ctx.config, token) };
}

/** The operator a set-up link is for, locked, while the link is unused and valid; 404 otherwise. */
async function operatorOfSetupToken(tx: Transaction, token: string) {
  const [row] = await tx
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.setupTokenHash, sha256(token)),
        gt(operators.setupExpiresAt, sql`now()`),
        isNull(operators.enrolledAt),
      ),
    )
    .for('update');
  if (!row?.totpSecretSealed) throw new AppError('setup-link-invalid');
  return { ...row, totpSecretSealed: row.totpSecretSealed };
}

/** GET /api/operator/enrolment/{token}: the secret to put into the authenticator app, as text and QR code. */
export async function enrolmentInfo(ctx: Ctx, token: string): Promise<EnrolmentInfo> {
  return ctx.db.transaction(async (tx) => {
    const operator = await operatorOfSetupToken(tx, token);
    const secret = ctx.secrets.decrypt(operator.totpSecretSealed);
    return { email: operator.email, role: operator.role, secret, otpauthUri: otpauthUri(secret, operator.email) };
  });
}

/** Ten codes of 10 characters of the unambiguous alphabet (49 bits each), shown as ABCDE-FGHJK. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => randomCode(10));
}

export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * POST /api/operator/enrolment/{token}: the operator's password and a code its app shows now (which proves the app
 * holds the secret). The link is used up, the code's step recorded (it cannot sign in again), ten recovery codes
 * made; answers them, this once.
 */
export async function enrol(
  ctx: Ctx,
  token: string,
  input: { password: string; code: string },
  network: string,
): Promise<string[]> {
  await consumeRateLimit(ctx.db, `operator-enrol:${sha256(token)}`, ENROL_ATTEMPTS);
  const passwordHash = await hashPassword(input.password);
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    const operator = await operatorOfSetupToken(tx, token);
    const step = await acceptedTotpStep(ctx.secrets.decrypt(operator.totpSecretSealed), input.code, null);
    if (step === null) throw new AppError('enrol-code-wrong');
    await tx
      .update(operators)
      .set({
        passwordHash,
        totpLastStep: step,
        enrolledAt: sql`now()`,
        setupTokenHash: null,
        setupExpiresAt: null,
      })
      .where(eq(operators.id, operator.id));
    await tx
      .insert(operatorRecoveryCodes)
      .values(codes.map((code) => ({ operatorId: operator.id, codeHmac: ctx.secrets.hmac(code) })));
    await recordAudit(
      tx,
      { role: 'operator', id: operator.id, label: operator.email, network },
      {
        action: 'operator.enrol',
        target: { type: 'operator', id: operator.id },
        webshopId: null,
        before: { enrolled: false },
        after: { enrolled: true, recoveryCodes: RECOVERY_CODE_COUNT },
      },
    );
  });
  return codes.map(formatRecoveryCode);
}
