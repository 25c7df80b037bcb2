import { eq, sql } from 'drizzle-orm';
import { formatPrice, localeFor, publicSellerName, toMajor } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { orderLines, orders, sellers, webshops } from '../../db/schema.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { participantLanguage } from '../account/recipient-language.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { SELLER_START } from '../notice/clock.ts';
import { sellerMailColumns, sellerMailRecipient } from '../seller/seller-mail.ts';

/**
 * After an operator moves an order (reassign.ts), both participants hear of it in their own language, through the
 * outbox in the move's transaction: the new one that the order now counts for it, and that nothing is asked of it
 * (it cannot reach the supporter: docs/decisions/0036), the old one that it counts no more. The order's number,
 * e-books and total only: no supporter's name or contact details. A participant nobody may mail (no email, a
 * guardian not confirmed) gets none; the group's own store (decision 0050) has nobody to tell.
 */
export async function enqueueReassignNotices(
  tx: Transaction,
  ctx: Pick<AppContext, 'config'>,
  move: { orderId: number; fromSellerId: number; toSellerId: number },
): Promise<void> {
  const [order] = await tx
    .select({
      totalMinor: orders.totalMinor,
      currency: orders.currencyCode,
      group: webshops.name,
      country: webshops.countryCode,
      count:
        sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .innerJoin(webshops, eq(webshops.id, orders.webshopId))
    .where(eq(orders.id, move.orderId));
  if (!order) return;
  for (const [sellerId, moved] of [
    [move.toSellerId, 'to'],
    [move.fromSellerId, 'from'],
  ] as const) {
    const [seller] = await tx
      .select({ name: sellers.name, showFullName: sellers.showFullName, isTeam: sellers.isTeam, ...sellerMailColumns })
      .from(sellers)
      .where(eq(sellers.id, sellerId));
    const recipient = seller && !seller.isTeam ? sellerMailRecipient(seller) : null;
    if (!seller || !recipient) continue;
    const language = await participantLanguage(tx, sellerId);
    const t = translatorFor(language);
    const toGuardian = recipient.kind === 'guardian';
    const shownName = publicSellerName(seller.name, seller);
    const values = {
      order: String(move.orderId),
      count: order.count,
      total: formatPrice(toMajor(order.totalMinor), order.currency, localeFor(language, order.country)),
      group: order.group,
      seller: shownName,
    };
    const paragraphs =
      moved === 'to'
        ? [t(toGuardian ? 'notice.movedToTextGuardian' : 'notice.movedToText', values), t('notice.movedToNothingToDo')]
        : [t(toGuardian ? 'notice.movedFromTextGuardian' : 'notice.movedFromText', values)];
    const subject =
      moved === 'to'
        ? t(toGuardian ? 'notice.movedToSubjectGuardian' : 'notice.movedToSubject', values)
        : t(toGuardian ? 'notice.movedFromSubjectGuardian' : 'notice.movedFromSubject', values);
    await enqueueMail(
      tx,
      renderMail(recipient.to, {
        subject,
        paragraphs: [
          toGuardian ? t('mail.loginGuardianHello') : t('mail.greeting', { name: shownName }),
          ...paragraphs,
        ],
        action: { label: t('notice.openStart'), url: `${ctx.config.publicUrl}${SELLER_START}` },
      }),
    );
  }
}
