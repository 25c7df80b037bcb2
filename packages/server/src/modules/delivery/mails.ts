import { formatPrice, localeFor, PRIVACY_PATH, TERMS_PATH, toMajor } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { orderReceipt } from '../receipt/service.ts';
import { createBookLink, myBooksUrl } from './book-links.ts';
import { orderBooks, receiptOrder } from './service.ts';

/**
 * receipt: the one mail when an order becomes paid (card) or is saved with an email (manual): the receipt, with the
 * link to the buyer's e-books. again: the link sent again (the buyer's page, or the order's seller or organiser).
 * Both are written in the buyer's language: the one its browser asked for at checkout, else the group's.
 */
export type BooksMailKind = 'receipt' | 'again';

/**
 * Queues the buyer's mail with a new book link, in the caller's transaction (sent only if the order commits). The
 * link is a credential: the outbox erases the body once SMTP took it. Nothing for an order without an email.
 * Returns whether a mail was queued.
 */
export async function enqueueBooksMail(
  tx: Transaction,
  config: Pick<Config, 'publicUrl' | 'supportEmail' | 'benefitSharePercent' | 'merchant'>,
  orderId: number,
  kind: BooksMailKind,
): Promise<boolean> {
  const order = await receiptOrder(tx, orderId);
  if (!order?.buyerEmail) return false;
  const t = translatorFor(order.language);
  const url = myBooksUrl(config.publicUrl, await createBookLink(tx, orderId));
  const action = { label: t('mail.openBooks'), url };
  const footerLinks = [
    { label: t('supporter.footerTerms'), url: `${config.publicUrl}${TERMS_PATH}` },
    { label: t('supporter.footerPrivacy'), url: `${config.publicUrl}${PRIVACY_PATH}` },
  ];
  const greeting = t('mail.greeting', { name: order.buyerFirstName });
  const support = `${t('supporter.footerSupport')} ${config.supportEmail}`;
  const orderNumber: [string, string] = [t('mail.orderNumber'), String(order.id)];
  if (kind === 'again') {
    const books = await orderBooks(tx, orderId);
    await enqueueMail(
      tx,
      renderMail(order.buyerEmail, {
        language: order.language,
        subject: t('mail.booksSubject'),
        paragraphs: [
          greeting,
          t('mail.booksAgain', { seller: order.sellerName, group: order.groupName }),
          t('supporter.howEbooksArrive'),
          t('mail.linkValidity'),
          support,
        ],
        details: [orderNumber, ...books.map((b): [string, string] => [t('mail.ebook'), b.name])],
        action,
        footerLinks,
      }),
      { containsCredentials: true },
    );
    return true;
  }
  const locale = localeFor(order.language, order.countryCode);
  const price = (minor: number) => formatPrice(toMajor(minor), order.currencyCode, locale);
  // The receipt is a tax document (docs/decisions/0061): its number, net, tax and total, and who sold.
  const { receiptNumber, summary, merchant } = await orderReceipt(tx, config, order);
  const major = (amount: number) => formatPrice(amount, order.currencyCode, locale);
  await enqueueMail(
    tx,
    renderMail(order.buyerEmail, {
      language: order.language,
      subject: t('mail.receiptSubject'),
      paragraphs: [
        greeting,
        t('mail.receiptThanks', {
          seller: order.sellerName,
          group: order.groupName,
          percent: config.benefitSharePercent,
        }),
        `${t('mail.orderReceived')} ${t('supporter.howEbooksArrive')}`,
        t('mail.linkValidity'),
        support,
      ],
      details: [
        [t('receipt.number'), receiptNumber],
        orderNumber,
        ...order.lines.map((l): [string, string] => [
          `${l.quantity} x ${l.productName}`,
          price(l.unitPriceMinor * l.quantity),
        ]),
        [t('receipt.net'), major(summary.netAmount)],
        [summary.taxLabel || t('receipt.tax'), major(summary.taxAmount)],
        [t('mail.total'), major(summary.totalAmount)],
        [t('mail.sellerSupported'), order.sellerName],
        [t('receipt.soldBy'), merchant.legalName],
        [t('receipt.address'), merchant.address],
        ...(merchant.registrationNumber
          ? [[merchant.registrationName!, merchant.registrationNumber] as [string, string]]
          : []),
      ],
      action,
      footerLinks,
    }),
    { containsCredentials: true },
  );
  return true;
}
