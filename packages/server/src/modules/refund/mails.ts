import { eq } from 'drizzle-orm';
import { formatPrice, localeFor, remainingTaxMinor, toMajor, type Language } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { buyerLanguage, organiserLanguage } from '../account/recipient-language.ts';
import { webshopWithContactPerson } from '../contact-person/service.ts';
import { deliveryOrder, type DeliveryOrder } from '../delivery/service.ts';
import { enqueueMail } from '../mail/outbox.ts';

/**
 * The tax that went back with a refund of `amountMinor` just made: the order's tax in proportion (core's
 * remainingTaxMinor before and after it, docs/decisions/0060); 0 for an order without tax.
 */
async function refundTaxMinor(db: Executor, orderId: number, amountMinor: number): Promise<number> {
  const [order] = await db
    .select({
      totalMinor: orders.totalMinor,
      taxMinor: orders.taxMinor,
      returnedMinor: orders.refundedMinor,
      chargedBackMinor: orders.chargedBackMinor,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.taxMinor === 0) return 0;
  const returned = order.returnedMinor + order.chargedBackMinor;
  const left = (after: number) => remainingTaxMinor(order.taxMinor, order.totalMinor, after);
  return left(returned - amountMinor) - left(returned);
}

/** The refund's figures as a mail's table, in its reader's language and money; its tax when the order had any. */
function refundDetails(
  order: DeliveryOrder,
  amountMinor: number,
  taxMinor: number,
  language: Language,
): [string, string][] {
  const t = translatorFor(language);
  const locale = localeFor(language, order.countryCode);
  const price = (minor: number) => formatPrice(toMajor(minor), order.currencyCode, locale);
  return [
    [t('mail.orderNumber'), String(order.id)],
    [t('refundMail.refundedNow'), price(amountMinor)],
    ...(taxMinor > 0 ? [[t('refundMail.taxInRefund'), price(taxMinor)] as [string, string]] : []),
    [
      t('refundMail.refundedInAll'),
      t('refundMail.amountOfTotal', { refunded: price(order.refundedMinor), total: price(order.totalMinor) }),
    ],
  ];
}

/**
 * A refund has succeeded: the buyer hears that the money is on its way back, the organiser that the order's share
 * comes off the group's earnings. Queued in the transaction that makes the refund succeeded, so each is sent once.
 * Each reads its own language (docs/decisions/0044): the buyer the one its browser asked for at checkout, else the
 * group's; the organiser its own, else the group's.
 */
export async function enqueueRefundMails(
  db: Executor,
  config: AppContext['config'],
  orderId: number,
  amountMinor: number,
): Promise<void> {
  const order = await deliveryOrder(db, orderId);
  if (!order) return;
  const inFull = order.status === 'refunded';
  const taxMinor = await refundTaxMinor(db, orderId, amountMinor);
  if (order.buyerEmail) {
    const language = await buyerLanguage(db, orderId);
    const t = translatorFor(language);
    const amount = formatPrice(toMajor(amountMinor), order.currencyCode, localeFor(language, order.countryCode));
    await enqueueMail(
      db,
      renderMail(order.buyerEmail, {
        language,
        subject: t('delivery.refundedMailSubject'),
        paragraphs: [
          t('mail.greeting', { name: order.buyerFirstName }),
          t('refundMail.buyerText', { amount, seller: order.sellerName, group: order.groupName }),
          ...(inFull ? [t('delivery.refunded')] : []),
          t('refundMail.questions', { email: config.supportEmail }),
        ],
        details: refundDetails(order, amountMinor, taxMinor, language),
      }),
    );
  }
  const organiser = await webshopWithContactPerson(db, order.webshopId);
  if (!organiser) return;
  const language = await organiserLanguage(db, order.webshopId);
  const t = translatorFor(language);
  await enqueueMail(
    db,
    renderMail(organiser.person.email, {
      language,
      subject: t('delivery.organiserRefundMailSubject'),
      paragraphs: [
        t('mail.greeting', { name: organiser.person.firstName }),
        t('refundMail.organiserText', {
          order: String(order.id),
          seller: order.sellerName,
          extent: inFull ? 'full' : 'part',
          amount: formatPrice(toMajor(amountMinor), order.currencyCode, localeFor(language, order.countryCode)),
        }),
      ],
      details: refundDetails(order, amountMinor, taxMinor, language),
      action: { label: t('refundMail.openDashboard'), url: `${config.publicUrl}/contactperson/start` },
    }),
  );
}
