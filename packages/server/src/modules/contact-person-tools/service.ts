import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  INTRODUCTION_OPTION_LABELS,
  MESSAGE_RATE_LIMIT,
  TOOLS_MSG,
  type answerIntroductionQuestionRequest,
  type SendMessageToSellersResponse,
  type sendMessageToSellersRequest,
  type sendMessageToSupportRequest,
  type updateFriendCompetitionRequest,
  type updateSalesReminderRequest,
} from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { z } from 'zod';
import { assertContactPersonOf } from '../../auth/guard.ts';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { messages, sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { participantLanguage } from '../account/recipient-language.ts';
import { webshopWithContactPerson } from '../contact-person/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { sellerMailColumns, sellerMailRecipient } from '../seller/seller-mail.ts';

type MessageKind = (typeof messages.$inferInsert)['kind'];

/** A group may send each kind of message a sane number of times per hour (shared by every instance). */
async function limitMessages(ctx: Pick<AppContext, 'db'>, webshopId: number, kind: MessageKind): Promise<void> {
  await consumeRateLimit(ctx.db, `message:${kind}:${webshopId}`, {
    limit: MESSAGE_RATE_LIMIT.perHour,
    windowSeconds: 3600,
    message: TOOLS_MSG.tooManyMessages,
  });
}

async function organiserOf(db: Executor, webshopId: number) {
  const row = await webshopWithContactPerson(db, webshopId);
  if (!row) throw new AppError('not-found');
  const { firstName, lastName, email, phoneNumber } = row.person;
  return { groupName: row.shop.name, firstName, lastName, email, phoneNumber };
}

/** The organiser's own words, one paragraph per blank-line-separated block. */
const paragraphsOf = (message: string) =>
  message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * POST send-message-to-sellers and motivate-sellers: one mail per active seller with an email, queued in the
 * outbox in the transaction that records the message (each sent once, whatever the number of instances), with
 * replies going to the organiser. The mail around the organiser's own words is in each participant's language.
 * Answers how many it reached and how many active sellers have no email.
 */
export async function sendMessageToSellers(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof sendMessageToSellersRequest>,
  kind: 'to-sellers' | 'motivate',
): Promise<SendMessageToSellersResponse> {
  assertContactPersonOf(caller, input.webShopId);
  await limitMessages(ctx, input.webShopId, kind);
  return ctx.db.transaction(async (tx) => {
    const organiser = await organiserOf(tx, input.webShopId);
    const active = await tx
      .select({ id: sellers.id, name: sellers.name, ...sellerMailColumns })
      .from(sellers)
      .where(and(eq(sellers.webshopId, input.webShopId), eq(sellers.isActive, true)));
    // A minor's message goes to the confirmed parent or guardian, never to the child (docs/decisions/0037).
    const reachable = active.flatMap((s) => {
      const recipient = sellerMailRecipient(s);
      return recipient ? [{ id: s.id, name: s.name, to: recipient.to, toGuardian: recipient.kind === 'guardian' }] : [];
    });
    const group = organiser.groupName;
    for (const seller of reachable) {
      const t = translatorFor(await participantLanguage(tx, seller.id));
      await enqueueMail(tx, {
        ...renderMail(seller.to, {
          subject: t('organiser.mailMessageSubject', { name: organiser.firstName, group }),
          paragraphs: [
            seller.toGuardian
              ? t('organiser.mailMessageGuardianGreeting', { child: seller.name })
              : t('mail.greeting', { name: seller.name }),
            ...paragraphsOf(input.message),
            t('organiser.mailMessageSignature', {
              firstName: organiser.firstName,
              lastName: organiser.lastName,
              group,
            }),
          ],
          action: { label: t('organiser.mailOpenYourPage'), url: `${ctx.config.publicUrl}/seller/start` },
        }),
        replyTo: organiser.email,
      });
    }
    const withoutEmail = active.length - reachable.length;
    await tx.insert(messages).values({
      webshopId: input.webShopId,
      kind,
      body: input.message,
      recipients: reachable.length,
      withoutEmail,
    });
    return { responseMessage: 'ok' as const, sentTo: reachable.length, withoutEmail };
  });
}

/**
 * POST send-message-to-support: to SUPPORT_EMAIL with the group's id, name and contact details, in English: Fundshop's
 * own support reads it.
 */
export async function sendMessageToSupport(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof sendMessageToSupportRequest>,
): Promise<void> {
  assertContactPersonOf(caller, input.webShopId);
  await limitMessages(ctx, input.webShopId, 'to-support');
  await ctx.db.transaction(async (tx) => {
    const organiser = await organiserOf(tx, input.webShopId);
    await enqueueMail(tx, {
      ...renderMail(ctx.config.supportEmail, {
        subject: `Support request from ${organiser.groupName} (webshop ${input.webShopId})`,
        paragraphs: paragraphsOf(input.message),
        details: [
          ['Webshop ID', String(input.webShopId)],
          ['Group', organiser.groupName],
          ['Contact person', `${organiser.firstName} ${organiser.lastName}`],
          ['Email', organiser.email],
          ['Phone', organiser.phoneNumber],
        ],
      }),
      replyTo: organiser.email,
    });
    await tx
      .insert(messages)
      .values({ webshopId: input.webShopId, kind: 'to-support', body: input.message, recipients: 1 });
  });
}

/**
 * POST answer-introduction-question: answered once. The conditional UPDATE lets only the first answer in; a
 * second is 409. Stored as the option's label, with the description for 'other'.
 */
export async function answerIntroductionQuestion(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  input: z.output<typeof answerIntroductionQuestionRequest>,
): Promise<void> {
  assertContactPersonOf(caller, input.webShopId);
  const answer =
    input.answer === 'other'
      ? `${INTRODUCTION_OPTION_LABELS.other}: ${input.description}`
      : INTRODUCTION_OPTION_LABELS[input.answer];
  const stored = await ctx.db
    .update(webshops)
    .set({ introductionAnswer: answer })
    .where(and(eq(webshops.id, input.webShopId), sql`${webshops.introductionAnswer} is null`))
    .returning({ id: webshops.id });
  if (stored.length > 0) return;
  const [exists] = await ctx.db
    .select({ id: webshops.id })
    .from(webshops)
    .where(and(eq(webshops.id, input.webShopId), isNotNull(webshops.introductionAnswer)));
  throw new AppError(exists ? 'introduction-already-answered' : 'not-found');
}

/** One of the organiser's switches on its group: the sellers' leaderboard, the reminder to those who have not sold. */
async function setGroupSwitch(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  input: { webShopId: number; isActive: boolean },
  column: 'isFriendCompetitionActive' | 'isSalesReminderActive',
): Promise<boolean> {
  assertContactPersonOf(caller, input.webShopId);
  const [row] = await ctx.db
    .update(webshops)
    .set({ [column]: input.isActive })
    .where(eq(webshops.id, input.webShopId))
    .returning({ isActive: webshops[column] });
  if (!row) throw new AppError('not-found');
  return row.isActive;
}

/** POST update-friend-competition: the sellers' leaderboard on or off. */
export function updateFriendCompetition(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  input: z.output<typeof updateFriendCompetitionRequest>,
): Promise<boolean> {
  return setGroupSwitch(ctx, caller, input, 'isFriendCompetitionActive');
}

/** POST update-sales-reminder: the reminder to participants who have not sold, on or off (docs/decisions/0049). */
export function updateSalesReminder(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  input: z.output<typeof updateSalesReminderRequest>,
): Promise<boolean> {
  return setGroupSwitch(ctx, caller, input, 'isSalesReminderActive');
}
