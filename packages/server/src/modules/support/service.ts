import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SupportMessage, supportMessagesQuery } from '@fundshop/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { contactPersons, messages, operators, supportReplies, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { recordAudit, type AuditActor } from '../audit/trail.ts';
import { enqueueMail } from '../mail/outbox.ts';

/**
 * Messages to support (docs/decisions/0033): stored by the organiser's 'Contact support' (contact-person-tools) as
 * well as mailed to SUPPORT_EMAIL, listed here with their group, open until an operator answers. The answer is mailed
 * to the organiser from the console, with replies going to support.
 */

type Filters = z.output<typeof supportMessagesQuery>;

/** GET /api/operator/support-messages: open ones oldest first (the queue), others newest first; at most 200. */
export async function supportMessages(ctx: Pick<AppContext, 'db'>, filters: Filters): Promise<SupportMessage[]> {
  const rows = await ctx.db
    .select({
      id: messages.id,
      webShopId: messages.webshopId,
      groupName: webshops.name,
      organiserEmail: contactPersons.email,
      body: messages.body,
      createdAt: messages.createdAt,
      answeredAt: messages.answeredAt,
    })
    .from(messages)
    .innerJoin(webshops, eq(webshops.id, messages.webshopId))
    .innerJoin(contactPersons, eq(contactPersons.webshopId, messages.webshopId))
    .where(
      and(
        eq(messages.kind, 'to-support'),
        filters.webShopId === undefined ? undefined : eq(messages.webshopId, filters.webShopId),
        filters.state === 'open' ? isNull(messages.answeredAt) : undefined,
        filters.state === 'answered' ? isNotNull(messages.answeredAt) : undefined,
      ),
    )
    .orderBy(filters.state === 'open' ? asc(messages.id) : desc(messages.id))
    .limit(200);
  const replies =
    rows.length === 0
      ? []
      : await ctx.db
          .select({
            messageId: supportReplies.messageId,
            operatorEmail: operators.email,
            body: supportReplies.body,
            createdAt: supportReplies.createdAt,
          })
          .from(supportReplies)
          .innerJoin(operators, eq(operators.id, supportReplies.operatorId))
          .where(
            inArray(
              supportReplies.messageId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(supportReplies.id));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    answeredAt: r.answeredAt?.toISOString() ?? null,
    replies: replies
      .filter((reply) => reply.messageId === r.id)
      .map((reply) => ({
        operatorEmail: reply.operatorEmail,
        body: reply.body,
        createdAt: reply.createdAt.toISOString(),
      })),
  }));
}

/**
 * POST /api/operator/support-messages/{id}/reply: mails the answer to the group's organiser (replies come back to
 * SUPPORT_EMAIL), keeps it, and marks the message answered, in one transaction with its audit row. A message can be
 * answered again (a follow-up); it stays answered.
 */
export async function answerSupportMessage(
  ctx: Pick<AppContext, 'db' | 'config'>,
  actor: AuditActor & { id: number },
  messageId: number,
  body: string,
): Promise<SupportMessage> {
  const webshopId = await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .select({
        id: messages.id,
        webshopId: messages.webshopId,
        answeredAt: messages.answeredAt,
        groupName: webshops.name,
        firstName: contactPersons.firstName,
        email: contactPersons.email,
      })
      .from(messages)
      .innerJoin(webshops, eq(webshops.id, messages.webshopId))
      .innerJoin(contactPersons, eq(contactPersons.webshopId, messages.webshopId))
      .where(and(eq(messages.id, messageId), eq(messages.kind, 'to-support')))
      .for('update', { of: messages });
    if (!message) throw new AppError('not-found');
    await enqueueMail(tx, {
      ...renderMail(message.email, {
        subject: `Re: your message to Fundshop support (${message.groupName})`,
        paragraphs: [
          `Hi ${message.firstName},`,
          ...body
            .split(/\n\s*\n/)
            .map((p) => p.trim())
            .filter(Boolean),
        ],
      }),
      replyTo: ctx.config.supportEmail,
    });
    const [reply] = await tx
      .insert(supportReplies)
      .values({ messageId, operatorId: actor.id, body })
      .returning({ id: supportReplies.id });
    await tx
      .update(messages)
      .set({ answeredAt: sql`coalesce(${messages.answeredAt}, now())` })
      .where(eq(messages.id, messageId));
    await recordAudit(tx, actor, {
      action: 'support-message.answer',
      target: { type: 'support-message', id: messageId },
      webshopId: message.webshopId,
      before: { answered: message.answeredAt !== null },
      after: { answered: true, replyId: reply!.id },
    });
    return message.webshopId;
  });
  const [answered] = (await supportMessages(ctx, { state: 'all', webShopId: webshopId })).filter(
    (m) => m.id === messageId,
  );
  return answered!;
}
