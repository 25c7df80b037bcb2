import { DELIVERY_MSG, formatPrice, toMajor } from '@fundshop/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { webshopWithContactPerson } from '../contact-person/service.ts';
import { deliveryOrder } from '../delivery/service.ts';
import { enqueueMail } from '../mail/outbox.ts';

/**
 * A refund has succeeded: the buyer hears that the money is on its way back, the organiser that the order's share
 * comes off the group's earnings. Queued in the transaction that makes the refund succeeded, so each is sent once.
 */
export async function enqueueRefundMails(
  db: Executor,
  config: AppContext['config'],
  orderId: number,
  amountMinor: number,
): Promise<void> {
  const order = await deliveryOrder(db, orderId);
  if (!order) return;
  const price = (minor: number) => formatPrice(toMajor(minor), order.currencyCode);
  const inFull = order.status === 'refunded';
  const details: [string, string][] = [
    ['Order number', String(order.id)],
    ['Refunded now', price(amountMinor)],
    ['Refunded in all', `${price(order.refundedMinor)} of ${price(order.totalMinor)}`],
  ];
  if (order.buyerEmail) {
    await enqueueMail(
      db,
      renderMail(order.buyerEmail, {
        subject: DELIVERY_MSG.refundedMailSubject,
        paragraphs: [
          `Hi ${order.buyerFirstName},`,
          `We have refunded ${price(amountMinor)} of your order supporting ${order.sellerName} and ${order.groupName} to the card you paid with. Banks usually show it within 5-10 days.`,
          ...(inFull ? [DELIVERY_MSG.refunded] : []),
          `Questions? Write to ${config.supportEmail}.`,
        ],
        details,
      }),
    );
  }
  const organiser = await webshopWithContactPerson(db, order.webshopId);
  if (!organiser) return;
  await enqueueMail(
    db,
    renderMail(organiser.person.email, {
      subject: DELIVERY_MSG.organiserRefundMailSubject,
      paragraphs: [
        `Hi ${organiser.person.firstName},`,
        `Order ${order.id} (seller: ${order.sellerName}) was refunded ${inFull ? 'in full' : 'in part'}: ${price(amountMinor)} went back to the buyer's card. The group's share of it comes off the group's earnings; if it was already paid out, it is deducted from the next payout. Your dashboard shows it under 'Where the money is'.`,
      ],
      details,
      action: { label: 'Open your dashboard', url: `${config.publicUrl}/contactperson/start` },
    }),
  );
}
