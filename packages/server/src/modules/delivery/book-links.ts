import { and, eq, gt, sql } from 'drizzle-orm';
import { BOOK_LINK_VALID_DAYS, BOOK_TOKEN_LENGTH, MY_BOOKS_PATH } from '@fundshop/core';
import type { Executor } from '../../db/client.ts';
import { bookLinks } from '../../db/schema.ts';
import { randomCode, sha256 } from '../../lib/crypto.ts';

/**
 * The buyer's key to the my-books page (docs/decisions/0026): random, mailed or printed once, stored only as its
 * SHA-256, valid for BOOK_LINK_VALID_DAYS. The token is the only key: whoever holds it is the buyer.
 */
export async function createBookLink(db: Executor, orderId: number): Promise<string> {
  const token = randomCode(BOOK_TOKEN_LENGTH);
  await db.insert(bookLinks).values({
    orderId,
    tokenHash: sha256(token),
    expiresAt: sql`now() + make_interval(days => ${BOOK_LINK_VALID_DAYS})`,
  });
  return token;
}

export const myBooksUrl = (publicUrl: string, token: string) => `${publicUrl}${MY_BOOKS_PATH}/${token}`;

/** The order a token opens, or null when it is unknown or expired. `token` is normalised (core's bookToken). */
export async function orderOfBookLink(db: Executor, token: string): Promise<number | null> {
  const [row] = await db
    .select({ orderId: bookLinks.orderId })
    .from(bookLinks)
    .where(and(eq(bookLinks.tokenHash, sha256(token)), gt(bookLinks.expiresAt, sql`now()`)));
  return row?.orderId ?? null;
}
