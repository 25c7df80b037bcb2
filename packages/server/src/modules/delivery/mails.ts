import { asc, eq } from 'drizzle-orm';
import { DELIVERY_MSG, formatPrice, PRIVACY_PATH, SUPPORTER_MSG, TERMS_PATH, toMajor } from '@fundshop/core';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { orderLines } from '../../db/schema.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { createBookLink, myBooksUrl } from './book-links.ts';
import { deliveryOrder, orderBooks } from './service.ts';

/**
 * receipt: the one mail when an order becomes paid (card) or is saved with an email (manual): the receipt, with the
 * link to the buyer's e-books. again: the link sent again (the buyer's page, or the order's seller or organiser).
 */
export type BooksMailKind = 'receipt' | 'again';

/**
 * Queues the buyer's mail with a new book link, in the caller's transaction (sent only if the order commits). The
 * link is a credential: the outbox erases the body once SMTP took it. Nothing for an order without an email.
 * Returns whether a mail was queued.
 */
export async function enqueueBooksMail(
  tx: Transaction,
  config: Pick<Config, 'publicUrl' | 'supportEmail' | 'benefitSharePercent'>,
  orderId: number,
  kind: BooksMailKind,
): Promise<boolean> {
  const order = await deliveryOrder(tx, orderId);
  if (!order?.buyerEmail) return false;
  const url = myBooksUrl(config.publicUrl, await createBookLink(tx, orderId));
  const action = { label: DELIVERY_MSG.openMyBooks, url };
  const footerLinks = [
    { label: SUPPORTER_MSG.footerTerms, url: `${config.publicUrl}${TERMS_PATH}` },
    { label: SUPPORTER_MSG.footerPrivacy, url: `${config.publicUrl}${PRIVACY_PATH}` },
  ];
  const support = `${SUPPORTER_MSG.footerSupport} ${config.supportEmail}`;
  if (kind === 'again') {
    const books = await orderBooks(tx, orderId);
    await enqueueMail(
      tx,
      renderMail(order.buyerEmail, {
        subject: DELIVERY_MSG.mailSubject,
        paragraphs: [
          `Hi ${order.buyerFirstName},`,
          DELIVERY_MSG.resentMailIntro(order.sellerName, order.groupName),
          SUPPORTER_MSG.howEbooksArrive,
          DELIVERY_MSG.linkValidity,
          support,
        ],
        details: [['Order number', String(order.id)], ...books.map((b): [string, string] => ['E-book', b.name])],
        action,
        footerLinks,
      }),
      { containsCredentials: true },
    );
    return true;
  }
  const lines = await tx
    .select({
      productName: orderLines.productName,
      quantity: orderLines.quantity,
      unitPriceMinor: orderLines.unitPriceMinor,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const price = (minor: number) => formatPrice(toMajor(minor), order.currencyCode);
  await enqueueMail(
    tx,
    renderMail(order.buyerEmail, {
      subject: 'Thank you for your order!',
      paragraphs: [
        `Hi ${order.buyerFirstName},`,
        `Thank you for supporting ${order.sellerName} and ${order.groupName}! ${config.benefitSharePercent}% of your purchase benefits the group.`,
        `Your order has been received. ${SUPPORTER_MSG.howEbooksArrive}`,
        DELIVERY_MSG.linkValidity,
        support,
      ],
      details: [
        ['Order number', String(order.id)],
        ...lines.map((l): [string, string] => [
          `${l.quantity} x ${l.productName}`,
          price(l.unitPriceMinor * l.quantity),
        ]),
        ['Total', price(order.totalMinor)],
        ['Seller supported', order.sellerName],
      ],
      action,
      footerLinks,
    }),
    { containsCredentials: true },
  );
  return true;
}
