import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { DATA_LINK_VALID_HOURS, myDataLink, PERSONAL_DATA_MSG, PRIVACY_PATH } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { orders, personalDataLinks } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { consumeRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { buyerLanguage } from '../account/recipient-language.ts';
import { enqueueMail } from '../mail/outbox.ts';

/**
 * A supporter has no account: it reaches its data through a link mailed to the address it bought with
 * (docs/decisions/0039). The token is random, stored hashed, valid DATA_LINK_VALID_HOURS; the answer to the request
 * is the same whether or not the address has orders, so the form tells nobody who bought.
 */

/** Requests per address and hour (counted whether or not it has orders), and per network. */
const PER_ADDRESS: RateLimit = { limit: 3, windowSeconds: 3600 };
const PER_NETWORK: RateLimit = { limit: 20, windowSeconds: 3600 };

type Ctx = Pick<AppContext, 'db' | 'config'>;

const addressKey = (email: string) => `data-link:${sha256(email.trim().toLowerCase())}`;

export async function requestDataLink(ctx: Ctx, email: string, ip: string): Promise<{ message: string }> {
  await consumeRateLimit(ctx.db, `data-link-network:${clientNetwork(ip)}`, PER_NETWORK);
  await consumeRateLimit(ctx.db, addressKey(email), PER_ADDRESS);
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    const [bought] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(sql`lower(${orders.buyerEmail}) = lower(${email})`, sql`${orders.buyerEmail} <> ''`))
      .orderBy(desc(orders.id))
      .limit(1);
    if (!bought) return;
    await tx.insert(personalDataLinks).values({
      tokenHash: sha256(token),
      email,
      expiresAt: sql`now() + make_interval(hours => ${DATA_LINK_VALID_HOURS})`,
    });
    // In the language of the buyer's latest order: the one its browser asked for then, else the group's.
    const language = await buyerLanguage(tx, bought.id);
    const t = translatorFor(language);
    await enqueueMail(
      tx,
      renderMail(email, {
        language,
        subject: t('personalData.mailSubject'),
        paragraphs: [
          t('personalData.mailIntro'),
          t('personalData.mailValidity', { hours: DATA_LINK_VALID_HOURS }),
          `${t('supporter.footerSupport')} ${ctx.config.supportEmail}`,
        ],
        action: { label: t('personalData.mailAction'), url: myDataLink(ctx.config.publicUrl, token) },
        footerLinks: [{ label: t('supporter.footerPrivacy'), url: `${ctx.config.publicUrl}${PRIVACY_PATH}` }],
      }),
      // The link opens the supporter's data: its body goes once sent, like a login code's.
      { containsCredentials: true },
    );
  });
  return { message: PERSONAL_DATA_MSG.linkSent(DATA_LINK_VALID_HOURS) };
}

/** The address a valid token opens; an unknown or expired token is refused (404). */
export async function emailOfDataLink(db: Executor, token: string): Promise<string> {
  const [link] = await db
    .select({ email: personalDataLinks.email })
    .from(personalDataLinks)
    .where(and(eq(personalDataLinks.tokenHash, sha256(token)), gt(personalDataLinks.expiresAt, sql`now()`)));
  if (!link) throw new AppError('data-link-invalid');
  return link.email;
}

/** Housekeeping: links past their time (an expired one is refused the same whether its row is there or not). */
export async function deleteExpiredDataLinks(db: Executor, at: Date): Promise<number> {
  const deleted = await db
    .delete(personalDataLinks)
    .where(lt(personalDataLinks.expiresAt, at))
    .returning({ id: personalDataLinks.id });
  return deleted.length;
}
