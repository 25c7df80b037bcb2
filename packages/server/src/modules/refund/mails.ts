import { formatPrice, localeFor, toMajor, type Language } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { buyerLanguage, organiserLanguage } from '../account/recipient-language.ts';
import { webshopWithContactPerson } from '../contact-person/service.ts';
import { deliveryOrder, type DeliveryOrder } from '../delivery/service.ts';
import { enqueueMail } from '../mail/outbox.ts';

/** The refund's figures as a mail's table, in its reader's language and money. */
function refundDetails(order: DeliveryOrder, amountMinor: number, language: Language): [string, string][] {
  const t = translatorFor(language);
  const locale = localeFor(language, order.countryCode);
  const price = (minor: number) => formatPrice(toMajor(minor), order.currencyCode, locale);
  return [
    [t('mail.orderNumber'), String(order.id)],
    [t('refundMail.refundedNow'), price(amountMinor)],
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
        details: refundDetails(order, amountMinor, language),
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
      details: refundDetails(order, amountMinor, language),
      action: { label: t('refundMail.openDashboard'), url: `${config.publicUrl}/contactperson/start` },
    }),
  );
}
