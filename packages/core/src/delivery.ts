import { z } from 'zod';
import { EDITION_FORMATS } from './ebooks.ts';
import { amount, idParam, requiredText } from './fields.ts';
import { ORDER_DELIVERY_STATES } from './order.ts';
import { PAGE_META } from './page-meta.ts';
import { receipt } from './receipt.ts';

/**
 * E-book delivery, refunds and disputes (issue 24, docs/decisions/0026). Amounts are major units of `currencyCode`,
 * computed on the server in integer minor units.
 */

/** Where a buyer's books are: `/my-books/{token}`, and `/my-books` to type a voucher's code. */
export const MY_BOOKS_PATH = '/my-books';
/** A book link (the my-books token) is valid this long after it was made. */
export const BOOK_LINK_VALID_DAYS = 365;
/** Downloads per e-book file and order, unless DOWNLOAD_LIMIT says otherwise. */
export const DEFAULT_DOWNLOAD_LIMIT = 5;
/** A signed download address works this long after the my-books page handed it out. */
export const SIGNED_DOWNLOAD_MINUTES = 5;
/** The terms: a full refund within this many days of payment and before any file of the order was downloaded. */
export const SELF_SERVICE_REFUND_DAYS = 14;

/**
 * A book link token: 26 characters of the unambiguous alphabet (no 0/O, 1/I/L: 31 symbols, 128.8 random bits), so a
 * voucher's code can be typed from paper. Shown in groups of five with dashes on a voucher; dashes, spaces and case
 * are ignored when it is read.
 */
export const BOOK_TOKEN_LENGTH = 26;
const BOOK_TOKEN = /^[A-HJKMNP-Z2-9]{26}$/;
export const normaliseBookToken = (input: string) => input.replace(/[\s-]/g, '').toUpperCase();
export const bookToken = z
  .string()
  .max(64)
  .transform(normaliseBookToken)
  .refine((t) => BOOK_TOKEN.test(t), { message: 'Unknown book link' });
/** A voucher's code as printed: ABCDE-FGHIJ-... */
export const formatVoucherCode = (token: string) => token.match(/.{1,5}/g)?.join('-') ?? token;

export const myBooksParams = z.object({ token: bookToken });
export type MyBooksParams = z.input<typeof myBooksParams>;

export const myBooksFile = z.object({
  format: z.enum(EDITION_FORMATS),
  fileName: z.string(),
  /** Bytes of the edition as stored; the personalised file is a little larger. */
  size: z.number().int(),
  downloadsLeft: z.number().int(),
  /** GET it to download: a redirect to a signed address that works for SIGNED_DOWNLOAD_MINUTES. */
  downloadUrl: z.string(),
});
export const myBooksBook = z.object({
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  files: z.array(myBooksFile),
});

/** GET /api/my-books/{token}: the buyer's page. The token is the only key: no account, no other role. */
export const myBooksResponse = z.object({
  orderNumber: z.number().int(),
  buyerFirstName: z.string(),
  sellerName: z.string(),
  groupName: z.string(),
  currencyCode: z.string(),
  totalAmount: z.number(),
  refundedAmount: z.number(),
  /** ISO 8601. */
  paidAt: z.string(),
  /** refunded: every file is withdrawn. */
  status: z.enum(ORDER_DELIVERY_STATES),
  /** An open dispute: the files cannot be downloaded until it is closed. */
  downloadsSuspended: z.boolean(),
  /** The order has an email address to send the link to again. */
  canResend: z.boolean(),
  /** Card order, paid within SELF_SERVICE_REFUND_DAYS, nothing downloaded, nothing refunded or disputed. */
  canSelfRefund: z.boolean(),
  /** ISO 8601: the last moment of self-service refund, or null when it does not apply. */
  selfRefundUntil: z.string().nullable(),
  books: z.array(myBooksBook),
  /** The order's receipt (docs/decisions/0061), also as a PDF at receiptUrl. */
  receipt,
  /** GET it for the printable PDF receipt, keyed by the same token. */
  receiptUrl: z.string(),
});
export type MyBooksResponse = z.infer<typeof myBooksResponse>;

/** GET /api/my-books/{token}/download?productId=&format= answers 303 to the signed address. */
export const downloadQuery = z.object({ productId: idParam, format: z.enum(EDITION_FORMATS) });
export type DownloadQuery = z.input<typeof downloadQuery>;

/** GET /api/downloads/{signed}: the signed address itself (order, product, format, expiry, HMAC). */
export const signedDownloadParams = z.object({
  signed: z
    .string()
    .min(20)
    .max(300)
    .regex(/^[A-Za-z0-9._-]+$/),
});

/** POST /api/my-books/{token}/refund: the self-service refund of the whole order. */
export const selfRefundResponse = z.object({
  responseMessage: z.literal('ok'),
  refundedAmount: z.number(),
  currencyCode: z.string(),
});
export type SelfRefundResponse = z.infer<typeof selfRefundResponse>;

/** POST /api/order/resend-books (the order's seller or organiser): mail the buyer a new book link. */
export const resendBooksRequest = z.object({ orderId: idParam });
export type ResendBooksRequest = z.input<typeof resendBooksRequest>;

/** POST /api/my-books/{token}/resend and POST /api/order/resend-books: the link went to the order's own address. */
export const resendBooksResponse = z.object({ responseMessage: z.literal('ok'), message: z.string() });
export type ResendBooksResponse = z.infer<typeof resendBooksResponse>;

/** POST /api/order/book-voucher (the order's seller or organiser): a new book link for the printable voucher. */
export const bookVoucherRequest = z.object({ orderId: idParam });
export const bookVoucherResponse = z.object({
  orderNumber: z.number().int(),
  buyerFirstName: z.string(),
  sellerName: z.string(),
  groupName: z.string(),
  /** The token as printed (dashes every five characters). */
  code: z.string(),
  /** The my-books page of this code, for the QR code. */
  url: z.string(),
  books: z.array(z.string()),
});
export type BookVoucherResponse = z.infer<typeof bookVoucherResponse>;

// ---------------------------------------------------------------------------------------------
// Refunds and disputes

/** pending: asked of the provider; succeeded: money returned (counts); failed/canceled: nothing returned. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** Who asked: the buyer on the my-books page, an operator, or the provider (a refund made in its dashboard). */
export const REFUND_REQUESTED_BY = ['buyer', 'operator', 'provider'] as const;
export type RefundRequestedBy = (typeof REFUND_REQUESTED_BY)[number];
/** open: the disputed amount is held from the group's payout; won: restored; lost: deducted like a refund. */
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** POST /api/operator/refunds: an operator's refund, with its reason; no amount means whatever is left of the order. */
export const operatorRefundRequest = z.object({
  orderId: idParam,
  amount: amount(1_000_000).optional(),
  reason: requiredText('Give the reason for the refund.', 500, { multiline: true }),
});
export type OperatorRefundRequest = z.input<typeof operatorRefundRequest>;
export const refundRow = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  amount: z.number(),
  /**
   * The tax that went back with it: the order's tax in proportion (docs/decisions/0060), its earlier succeeded
   * refunds counted first; 0 until it succeeded, and for an order without tax.
   */
  taxAmount: z.number(),
  currencyCode: z.string(),
  status: z.enum(REFUND_STATUSES),
  requestedBy: z.enum(REFUND_REQUESTED_BY),
  reason: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type RefundRow = z.infer<typeof refundRow>;
export const operatorRefundList = z.object({ refunds: z.array(refundRow) });
export const operatorRefundsQuery = z.object({ orderId: idParam });
export const operatorRefundIdParams = z.object({ id: idParam });

/**
 * Delivery's and refunds' English texts, which the server's errors and stamps read; the catalogue takes each as
 * 'delivery.<name>' (i18n/catalogues/delivery.ts, where the texts with values are written as ICU messages).
 */
export const DELIVERY_MSG = {
  pageTitle: PAGE_META.myBooks.title,
  noDownloadsLeft: 'No downloads left for this file. Write to support if you need it again.',
  linkUnknown:
    'This link to your e-books is not valid or has expired. Use the newest mail about your order, or write to support.',
  downloadExpired: 'This download link has expired. Open your e-books page again and press Download.',
  downloadLimit: 'This file has been downloaded as many times as allowed. Write to support if you need it again.',
  downloadsSuspended: 'Downloads are paused while the payment for this order is being reviewed.',
  refunded: 'This order has been refunded. Its e-books can no longer be downloaded.',
  resend: 'Send the link again',
  orderWithoutEmail:
    'This order has no email address to send the e-books to. Print an e-book voucher and hand it to the buyer instead.',
  bookNotInOrder: 'This e-book is not part of the order.',
  resent: 'We have sent the link to the email address of the order.',
  selfRefund: 'Cancel and refund',
  selfRefundConfirm:
    'Cancel this order and refund the whole amount to your card? The e-books can then no longer be downloaded.',
  refundNotAllowed:
    'This order can no longer be cancelled here: the 14 days have passed or an e-book has been downloaded. Write to support.',
  refundTooLarge: 'The refund is larger than what is left of the order.',
  refundProviderFailed: 'The refund could not be made right now. Please try again in a few minutes.',
  refundOnlyCard: 'Only card orders can be refunded.',
  /** A support operator's refund above its limit (docs/decisions/0031). */
  refundOverLimit: (limit: string) => `A support operator may refund at most ${limit} at a time: ask an admin.`,
  /** The confirmation page (/my-order) and the receipt: how e-books arrive. */
  inTheMail: 'Your e-books are in the mail we have just sent you: open its link to download them as EPUB and PDF.',
  /** The EPUB colophon's title; the stamp's other texts are the catalogue's `delivery.stamp*`, in the buyer's language. */
  colophonTitle: 'Personal copy',
  voucherTitle: 'Your e-books',
  voucherPrint: 'Print voucher',
  voucherButton: PAGE_META.bookVoucher.title,
  resendButton: 'Send e-books again',
  refundedMailSubject: 'Your refund',
  organiserRefundMailSubject: 'An order was refunded',
  // The my-books page (web)
  selfRefundTitle: 'Cancel this order?',
  keepOrder: 'Keep my order',
  // /my-books without a code: the voucher's code typed from paper
  codeIntro: 'Type the code printed on your e-book voucher.',
  codeLabel: 'Voucher code',
  codeOpen: 'Open my e-books',
  codeInvalid: 'That is not a voucher code. It has 26 letters and digits, in groups of five.',
  // The printable voucher (seller's and organiser's order list)
  voucherCodeLabel: 'Your code',
  voucherQrLabel: 'QR code of the e-books page',
  /** The order list: a card order refunded in full. */
  orderRefunded: 'Refunded',
} as const;
