import { eq, sql } from 'drizzle-orm';
import {
  loginDetailsSentMessage,
  PEOPLE_MSG,
  personProblems,
  sellerLoginLink,
  type EditParticipantResponse,
  type editParticipantRequest,
  type ResendLoginDetailsResponse,
  type resendLoginDetailsRequest,
} from '@fundshop/core';
import type { z } from 'zod';
import { assertContactPersonOf } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { contactPersons, sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { consumeRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { callerActor, recordAudit } from '../audit/trail.ts';
import { enqueueLoginMail, sellerMailColumns, sellerMailRecipient, sendGuardianConfirmation } from './seller-mail.ts';
import { sellerConflict } from './service.ts';

/** One participant in the organiser's table (docs/decisions/0038): edit name, email and guardian; login details again. */

type EditInput = z.output<typeof editParticipantRequest>;
type ResendInput = z.output<typeof resendLoginDetailsRequest>;

/** Login details mailed for one participant: enough for a lost mail or two, not a way to flood an inbox. */
export const RESEND_LIMIT: RateLimit = { limit: 5, windowSeconds: 60 * 60 };

/** The participant, locked for the change, with what its rules and mails need; the organiser of its group only. */
async function participantForUpdate(tx: Transaction, caller: Caller, sellerId: number) {
  const [row] = await tx
    .select({
      id: sellers.id,
      webshopId: sellers.webshopId,
      name: sellers.name,
      code: sellers.loginCodeEncrypted,
      ...sellerMailColumns,
      fullNameConsent: sellers.fullNameConsent,
      showFullName: sellers.showFullName,
      organizationName: webshops.name,
      organiserName: sql<string>`${contactPersons.firstName} || ' ' || ${contactPersons.lastName}`,
    })
    .from(sellers)
    .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
    .innerJoin(contactPersons, eq(contactPersons.webshopId, webshops.id))
    .where(eq(sellers.id, sellerId))
    .for('update', { of: sellers });
  if (!row) throw new AppError('not-found');
  assertContactPersonOf(caller, row.webshopId);
  return row;
}

/** What the audit trail keeps of a participant: no email addresses, only whether there is one. */
// Ids and facts, not names or addresses: the audit trail outlives a person's erasure (docs/decisions/0039).
function audited(p: { email: string | null; isMinor: boolean; guardianConfirmedAt: Date | null }) {
  return {
    hasEmail: p.email !== null,
    isMinor: p.isMinor,
    guardianConfirmed: p.guardianConfirmedAt !== null,
  };
}

/**
 * POST /api/seller/edit-participant: SPEC §5's rules for edit (name required, at most 35; an empty email keeps the
 * current one) and §8's messages for a name or email taken. A new email gets the login details; a new guardian, or a
 * participant now under 18, gets the confirmation link and the store waits for it again.
 */
export async function editParticipant(
  ctx: AppContext,
  caller: Caller,
  input: EditInput,
): Promise<EditParticipantResponse> {
  const problems = personProblems(input, () => false, 'edit');
  if (Object.keys(problems).length > 0) throw new AppError('validation-error', { fieldErrors: problems });
  let organizationName = '';
  try {
    const answer = await ctx.db.transaction(async (tx) => {
      const current = await participantForUpdate(tx, caller, input.sellerId);
      organizationName = current.organizationName;
      const email = input.isMinor ? null : input.email === '' ? current.email : input.email;
      const emailChanged = email !== null && email.toLowerCase() !== (current.email ?? '').toLowerCase();
      const guardianChanged =
        input.isMinor &&
        (!current.isMinor || input.guardianEmail.toLowerCase() !== (current.guardianEmail ?? '').toLowerCase());
      const fullNameConsent = input.isMinor && !guardianChanged && current.fullNameConsent;
      if (input.isMinor && input.showFullName && !fullNameConsent) {
        throw new AppError('validation-error', { fieldErrors: { showFullName: PEOPLE_MSG.fullNameNeedsConsent } });
      }
      const guardian = !input.isMinor
        ? { guardianEmail: null, guardianTokenHash: null, guardianTokenExpiresAt: null, guardianConfirmedAt: null }
        : guardianChanged
          ? { guardianEmail: input.guardianEmail, guardianConfirmedAt: null }
          : {};
      const [after] = await tx
        .update(sellers)
        .set({
          name: input.name,
          email,
          isMinor: input.isMinor,
          ...guardian,
          fullNameConsent,
          showFullName: input.isMinor ? input.showFullName : false,
        })
        .where(eq(sellers.id, current.id))
        .returning({ name: sellers.name, ...sellerMailColumns });
      let mailedTo: EditParticipantResponse['mailedTo'] = null;
      if (guardianChanged) {
        await sendGuardianConfirmation(tx, ctx, {
          sellerId: current.id,
          guardianEmail: input.guardianEmail,
          childName: input.name,
          organizationName: current.organizationName,
          organiserName: current.organiserName,
        });
        mailedTo = 'guardian';
      } else if (emailChanged && email) {
        await enqueueLoginMail(tx, ctx, {
          sellerId: current.id,
          recipient: { to: email, kind: 'seller' },
          sellerName: input.name,
          organizationName: current.organizationName,
          code: ctx.secrets.decrypt(current.code),
        });
        mailedTo = 'seller';
      }
      await recordAudit(tx, callerActor(caller), {
        action: 'seller.edit',
        target: { type: 'seller', id: current.id },
        webshopId: current.webshopId,
        before: audited(current),
        after: audited(after!),
      });
      return { responseMessage: 'ok' as const, sellerId: current.id, sellerName: input.name, mailedTo };
    });
    ctx.shopCache.invalidateSeller(input.sellerId);
    return answer;
  } catch (error) {
    throw sellerConflict(error, organizationName, 'edit');
  }
}

/**
 * POST /api/seller/resend-login-details: the organiser sends a participant's login details again, by mail (through
 * the one recipient rule: a minor's guardian, and before the guardian has confirmed, the confirmation link again) or
 * shown on screen to hand over. One audit row either way: the details are credentials.
 */
export async function resendLoginDetails(
  ctx: AppContext,
  caller: Caller,
  input: ResendInput,
): Promise<ResendLoginDetailsResponse> {
  return ctx.db.transaction(async (tx) => {
    const seller = await participantForUpdate(tx, caller, input.sellerId);
    const code = ctx.secrets.decrypt(seller.code);
    let answer: ResendLoginDetailsResponse;
    if (input.by === 'screen') {
      answer = {
        responseMessage: 'ok',
        mailedTo: null,
        message: '',
        loginCode: code,
        loginLink: sellerLoginLink(ctx.config.publicUrl, code),
      };
    } else {
      await consumeRateLimit(tx, `seller-resend:${seller.id}`, RESEND_LIMIT);
      const recipient = sellerMailRecipient(seller);
      if (seller.isMinor && !recipient) {
        await sendGuardianConfirmation(tx, ctx, {
          sellerId: seller.id,
          guardianEmail: seller.guardianEmail!,
          childName: seller.name,
          organizationName: seller.organizationName,
          organiserName: seller.organiserName,
        });
        answer = { responseMessage: 'ok', mailedTo: 'guardian', message: PEOPLE_MSG.guardianLinkSentAgain };
      } else {
        if (!recipient) throw new AppError('seller-without-email');
        await enqueueLoginMail(tx, ctx, {
          sellerId: seller.id,
          recipient,
          sellerName: seller.name,
          organizationName: seller.organizationName,
          code,
        });
        answer = { responseMessage: 'ok', mailedTo: recipient.kind, message: loginDetailsSentMessage(recipient.kind) };
      }
    }
    await recordAudit(tx, callerActor(caller), {
      action: 'seller.resend-login',
      target: { type: 'seller', id: seller.id },
      webshopId: seller.webshopId,
      before: null,
      after: { by: input.by, mailedTo: answer.mailedTo },
    });
    return answer;
  });
}
