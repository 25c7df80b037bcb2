import { timingSafeEqual } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import {
  DELIVERY_MSG,
  EDITION_CONTENT_TYPES,
  SIGNED_DOWNLOAD_MINUTES,
  type EditionFormat,
  type downloadQuery,
} from '@fundshop/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { downloads, orders, productEditions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createDatabaseEbookStore } from '../../integrations/ebooks/ebook-store.ts';
import { EditionPlans, personaliseCopy, type PersonalisedCopy } from '../../integrations/ebooks/personalised-copies.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import type { Secrets } from '../../lib/crypto.ts';
import { buyerNameOf, deliveryOrder, hasOpenDispute, orderBooks, orderOfToken, type DeliveryOrder } from './service.ts';

/**
 * Downloads (docs/decisions/0026). The my-books page links to /api/my-books/{token}/download, which checks the order
 * and answers 303 to a signed address that works for SIGNED_DOWNLOAD_MINUTES: /api/downloads/{order}.{product}.
 * {format}.{expiry}.{HMAC}. The signed address counts the download and sends the personalised file.
 */

/** What a signed address names. */
export interface SignedDownload {
  orderId: number;
  productId: number;
  format: EditionFormat;
  /** Unix seconds. */
  expires: number;
}

const SIGNED = /^(\d{1,10})\.(\d{1,10})\.(epub|pdf)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const macOf = (secrets: Secrets, payload: string) => secrets.hmac(`signed-download:${payload}`);

export function signDownload(secrets: Secrets, d: SignedDownload): string {
  const payload = `${d.orderId}.${d.productId}.${d.format}.${d.expires}`;
  return `${payload}.${macOf(secrets, payload)}`;
}

/** The download a signed address names, or null when it was not made by us or has expired. */
export function verifyDownload(secrets: Secrets, signed: string, nowSeconds: number): SignedDownload | null {
  const match = SIGNED.exec(signed);
  if (!match) return null;
  const [, orderId, productId, format, expires, mac] = match as unknown as [
    string,
    string,
    string,
    EditionFormat,
    string,
    string,
  ];
  const expected = Buffer.from(macOf(secrets, `${orderId}.${productId}.${format}.${expires}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) <= nowSeconds) return null;
  return { orderId: Number(orderId), productId: Number(productId), format, expires: Number(expires) };
}

/** Refuses a refunded order (its files are withdrawn) and one under an open dispute (suspended). */
async function assertDeliverable(db: Executor, order: Pick<DeliveryOrder, 'id' | 'status'>): Promise<void> {
  if (order.status === 'refunded') throw new AppError('order-refunded');
  if (await hasOpenDispute(db, order.id)) throw new AppError('downloads-suspended');
}

async function downloadsOf(db: Executor, d: Omit<SignedDownload, 'expires'>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(downloads)
    .where(and(eq(downloads.orderId, d.orderId), eq(downloads.productId, d.productId), eq(downloads.format, d.format)));
  return row?.n ?? 0;
}

/** The edition of a product the order holds, or 404 for a product that is not in it. */
async function editionInOrder(db: Executor, orderId: number, productId: number, format: EditionFormat) {
  const inOrder = (await orderBooks(db, orderId)).some((b) => b.productId === productId);
  const [edition] = inOrder
    ? await db
        .select({ fileKey: productEditions.fileKey, fileName: productEditions.fileName })
        .from(productEditions)
        .where(and(eq(productEditions.productId, productId), eq(productEditions.format, format)))
    : [];
  if (!edition) throw new AppError('not-found', { message: DELIVERY_MSG.bookNotInOrder });
  return edition;
}

/**
 * GET /api/my-books/{token}/download: the signed address of one file, after the same refusals the download itself
 * makes (refunded, suspended, not in the order, no downloads left), so the page's button says why at once.
 */
export async function startDownload(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets'>,
  token: string,
  query: z.output<typeof downloadQuery>,
): Promise<string> {
  const order = await orderOfToken(ctx.db, token);
  await assertDeliverable(ctx.db, order);
  await editionInOrder(ctx.db, order.id, query.productId, query.format);
  const file = { orderId: order.id, productId: query.productId, format: query.format };
  if ((await downloadsOf(ctx.db, file)) >= ctx.config.downloadLimit) throw new AppError('download-limit');
  const expires = Math.floor(Date.now() / 1000) + SIGNED_DOWNLOAD_MINUTES * 60;
  return `/api/downloads/${signDownload(ctx.secrets, { ...file, expires })}`;
}

export interface Download extends PersonalisedCopy {
  orderId: number;
  productId: number;
  format: EditionFormat;
  fileName: string;
  contentType: string;
  /** This file's downloads of the order, this one included. */
  downloadNumber: number;
}

/** Per process: file keys are content hashes, so every app and database on it can share the plans. */
const plans = new EditionPlans(256 * 1024 * 1024);

/**
 * GET /api/downloads/{signed}: verifies the address, then counts the download in one transaction that holds the
 * order row's lock, so two downloads at once are counted one after the other and cannot both take the last one. The
 * file's plan is loaded before the count (a file that cannot be read costs no download); the copy is made as the
 * response is written.
 */
export async function takeDownload(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets'>,
  signed: string,
  ip: string,
): Promise<Download> {
  const named = verifyDownload(ctx.secrets, signed, Math.floor(Date.now() / 1000));
  if (!named) throw new AppError('download-expired');
  const edition = await editionInOrder(ctx.db, named.orderId, named.productId, named.format);
  const plan = await plans.get(createDatabaseEbookStore(ctx.db), edition.fileKey, named.format);
  const { order, downloadNumber } = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, named.orderId)).for('update');
    const found = await deliveryOrder(tx, named.orderId);
    if (!found || found.deleted) throw new AppError('book-link-unknown');
    await assertDeliverable(tx, found);
    const taken = await downloadsOf(tx, named);
    if (taken >= ctx.config.downloadLimit) throw new AppError('download-limit');
    await tx.insert(downloads).values({
      orderId: named.orderId,
      productId: named.productId,
      format: named.format,
      network: clientNetwork(ip),
    });
    return { order: found, downloadNumber: taken + 1 };
  });
  return {
    ...personaliseCopy(plan, { buyerName: buyerNameOf(order), orderNumber: order.id, language: order.language }),
    orderId: order.id,
    productId: named.productId,
    format: named.format,
    fileName: edition.fileName,
    contentType: EDITION_CONTENT_TYPES[named.format],
    downloadNumber,
  };
}
