import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  MSG,
  nameTakenMessage,
  toMajor,
  toMinor,
  type BasicWebshopInfoResponse,
  type RegisterNewSellerResponse,
  type RetrieveSellerDetailsResponse,
  type SellerListItem,
  type UpdateSellerActiveStatusResponse,
  type registerNewSellerRequest,
  type updateSellerActiveStatusRequest,
  type updateSellerDetailsRequest,
  sellerLoginLink,
} from '@fundshop/core';
import type { z } from 'zod';
import { assertOrganiserOf, assertSellerAccess } from '../../auth/guard.ts';
import { createSession, revokeSellerSessions, type Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/client.ts';
import { orders, sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { randomCode } from '../../lib/crypto.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { consumeRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { webshopWithContactPerson } from '../contact-person/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { saveSellerPicture } from './picture.ts';

/** 12 characters of the 31-letter unambiguous alphabet: about 59 bits (docs/decisions/0002). */
export const LOGIN_CODE_LENGTH = 12;
/** Public self-registrations per client network: a whole class on one school network fits, a spam run does not. */
export const SELF_REGISTRATION_LIMIT: RateLimit = { limit: 50, windowSeconds: 15 * 60 };

const NAME_CONSTRAINT = 'sellers_webshop_name_uq';
const EMAIL_CONSTRAINT = 'sellers_email_uq';
const LOGIN_CODE_CONSTRAINT = 'sellers_login_code_hmac_unique';

type RegisterInput = z.output<typeof registerNewSellerRequest>;
type UpdateDetailsInput = z.output<typeof updateSellerDetailsRequest>;
type UpdateActiveInput = z.output<typeof updateSellerActiveStatusRequest>;

/** Turns the database's answer to a duplicate name or email into SPEC §8's error-name / error-email. */
function sellerConflict(error: unknown, organizationName: string, on: 'register' | 'edit'): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === NAME_CONSTRAINT) {
    const message = nameTakenMessage(organizationName, on);
    return new AppError('error-name', { message, fieldErrors: { name: message } });
  }
  if (constraint === EMAIL_CONSTRAINT) {
    const message = on === 'register' ? MSG.emailTakenOnRegister : MSG.emailTakenOnEdit;
    return new AppError('email-taken', { message, fieldErrors: { email: message } });
  }
  return error;
}

function loginLink(ctx: AppContext, code: string): string {
  return sellerLoginLink(ctx.config.publicUrl, code);
}

/** The seller's login details: the code and a one-click link (SPEC §2 ?inloggningskod=). */
async function enqueueLoginMail(
  tx: Executor,
  ctx: AppContext,
  m: { to: string; sellerName: string; organizationName: string; code: string },
): Promise<void> {
  await enqueueMail(
    tx,
    renderMail(m.to, {
      subject: `Your login details for the ${m.organizationName} fundraiser`,
      paragraphs: [
        `Hi ${m.sellerName},`,
        `You are now a participant in the fundraiser for ${m.organizationName}. Log in to get your personal store link and QR code to share with your supporters.`,
        'Log in with your email and this login code, or click the button below. Keep this mail so you can log in again.',
      ],
      details: [
        ['Email', m.to],
        ['Login code', m.code],
      ],
      action: { label: 'Log in', url: loginLink(ctx, m.code) },
    }),
    { containsCredentials: true },
  );
}

async function webshopWhere(db: Executor, condition: SQL) {
  const [shop] = await db.select({ id: webshops.id, name: webshops.name }).from(webshops).where(condition).limit(1);
  return shop;
}

const webshopById = (db: Executor, webshopId: number) => webshopWhere(db, eq(webshops.id, webshopId));

const webshopByRegistrationKey = async (db: Executor, key: string) =>
  key === '' ? undefined : webshopWhere(db, eq(webshops.sellerRegistrationKey, key));

/**
 * One seller's row joined with its webshop's, as `columns` of either: the read behind every page and rule about a
 * seller and the shop it sells for. `lock: 'share'` holds both rows FOR SHARE until the transaction ends.
 */
export async function sellerWithWebshop<T extends SelectedFields>(
  db: Executor,
  sellerId: number,
  columns: T,
  lock?: 'share',
): Promise<SelectResultFields<T> | undefined> {
  const query = db
    .select(columns as SelectedFields)
    .from(sellers)
    .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
    .where(eq(sellers.id, sellerId))
    .limit(1);
  const [row] = await (lock ? query.for(lock) : query);
  // drizzle does not follow a generic selection through a join; both sides are inner, so no column is nullable.
  return row as SelectResultFields<T> | undefined;
}

/** The seller with the webshop facts its pages need, when the caller may see it. */
async function accessibleSeller(db: Executor, caller: Caller, sellerId: number) {
  const seller = await sellerWithWebshop(db, sellerId, {
    id: sellers.id,
    webshopId: sellers.webshopId,
    name: sellers.name,
    email: sellers.email,
    salesGoalMinor: sellers.salesGoalMinor,
    commentToBuyers: sellers.commentToBuyers,
    pictureFile: sellers.pictureFile,
    contactDetailsVisibleAt: sellers.contactDetailsVisibleAt,
    organizationName: webshops.name,
    countryCode: webshops.countryCode,
  });
  if (!seller) throw new AppError('not-found');
  assertSellerAccess(caller, seller);
  return seller;
}

/**
 * Registers a participant: by the group's organiser (bearer token; email optional), or by the participant
 * through the group's registration key (email and terms required; logged in at once). The login code is
 * stored as HMAC and encrypted copy and mailed when there is an email, in the same transaction. Name and
 * email uniqueness are the database's unique indexes, so concurrent registrations cannot both win.
 */
export async function registerNewSeller(
  ctx: AppContext,
  input: RegisterInput,
  caller: Caller | null,
  clientIp: string,
): Promise<RegisterNewSellerResponse> {
  let shop: { id: number; name: string } | undefined;
  if (input.addedByRole === 'contactperson') {
    if (!caller) throw new AppError('unauthorized');
    assertOrganiserOf(caller, input.webShopId);
    shop = await webshopById(ctx.db, input.webShopId);
    if (!shop) throw new AppError('not-found');
  } else {
    await consumeRateLimit(ctx.db, `seller-register:${clientNetwork(clientIp)}`, SELF_REGISTRATION_LIMIT);
    shop = await webshopByRegistrationKey(ctx.db, input.sellerRegistrationKey ?? '');
    if (!shop || (input.webShopId != null && input.webShopId !== shop.id)) {
      throw new AppError('registration-link-not-found');
    }
  }
  const webshop = shop;
  const pictureFile = input.sellerPictureUrlAsByteArray
    ? await saveSellerPicture(ctx.images, input.sellerPictureUrlAsByteArray)
    : null;
  const email = input.email === '' ? null : input.email;

  try {
    for (let attempt = 1; ; attempt++) {
      const code = randomCode(LOGIN_CODE_LENGTH);
      try {
        return await ctx.db.transaction(async (tx) => {
          const [seller] = await tx
            .insert(sellers)
            .values({
              webshopId: webshop.id,
              name: input.name,
              email,
              loginCodeHmac: ctx.secrets.hmac(code),
              loginCodeEncrypted: ctx.secrets.encrypt(code),
              pictureFile,
              addedByRole: input.addedByRole,
              // The organiser vouches for whom it adds; a self-registered seller waits for its first code login.
              contactDetailsVisibleAt: input.addedByRole === 'contactperson' ? sql`now()` : null,
            })
            .returning({ id: sellers.id, name: sellers.name });
          if (!seller) throw new Error('seller insert returned nothing');
          if (email) {
            await enqueueLoginMail(tx, ctx, {
              to: email,
              sellerName: seller.name,
              organizationName: webshop.name,
              code,
            });
          }
          const accessToken =
            input.addedByRole === 'seller'
              ? await createSession(tx, { role: 'seller', webshopId: webshop.id, sellerId: seller.id })
              : '';
          return { responseMessage: 'ok' as const, sellerId: seller.id, sellerName: seller.name, accessToken };
        });
      } catch (error) {
        // Two equal 59-bit codes are next to impossible, but the unique index would say so: draw again.
        if (uniqueViolation(error) === LOGIN_CODE_CONSTRAINT && attempt < 3) continue;
        throw sellerConflict(error, webshop.name, 'register');
      }
    }
  } catch (error) {
    if (pictureFile) await ctx.images.store.remove(pictureFile);
    throw error;
  }
}

/** GET retrieve-seller-details: the seller itself or its organiser. */
export async function retrieveSellerDetails(
  ctx: AppContext,
  caller: Caller,
  sellerId: number,
): Promise<RetrieveSellerDetailsResponse> {
  const seller = await accessibleSeller(ctx.db, caller, sellerId);
  return {
    sellerName: seller.name,
    salesGoal: toMajor(seller.salesGoalMinor),
    commentToBuyers: seller.commentToBuyers,
    sellerPictureUrl: seller.pictureFile ? ctx.images.store.url(seller.pictureFile) : null,
    countryCode: seller.countryCode,
    email: seller.email ?? '',
  };
}

/**
 * Saves name, goal, message to supporters, picture and (when given) email. A new picture gets a new address;
 * the old one is let go once the change has committed. A new email receives the login details.
 */
export async function updateSellerDetails(
  ctx: AppContext,
  caller: Caller,
  input: UpdateDetailsInput,
): Promise<{ sellerName: string }> {
  const seller = await accessibleSeller(ctx.db, caller, input.sellerId);
  const newPicture =
    input.hasChangedSellerPicture && input.sellerPictureUrlAsByteArray
      ? await saveSellerPicture(ctx.images, input.sellerPictureUrlAsByteArray)
      : null;
  let replacedPicture: string | null;
  try {
    replacedPicture = await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ pictureFile: sellers.pictureFile, email: sellers.email, code: sellers.loginCodeEncrypted })
        .from(sellers)
        .where(eq(sellers.id, seller.id))
        .for('update');
      if (!current) throw new AppError('not-found');
      const emailChanged = input.email !== '' && input.email.toLowerCase() !== (current.email ?? '').toLowerCase();
      await tx
        .update(sellers)
        .set({
          name: input.name,
          salesGoalMinor: toMinor(input.salesGoal),
          commentToBuyers: input.commentToBuyers,
          ...(input.hasChangedSellerPicture ? { pictureFile: newPicture } : {}),
          ...(emailChanged ? { email: input.email } : {}),
        })
        .where(eq(sellers.id, seller.id));
      if (emailChanged) {
        await enqueueLoginMail(tx, ctx, {
          to: input.email,
          sellerName: input.name,
          organizationName: seller.organizationName,
          code: ctx.secrets.decrypt(current.code),
        });
      }
      return input.hasChangedSellerPicture ? current.pictureFile : null;
    });
  } catch (error) {
    if (newPicture) await ctx.images.store.remove(newPicture);
    throw sellerConflict(error, seller.organizationName, 'edit');
  }
  ctx.shopCache.invalidateSeller(seller.id);
  if (replacedPicture) await ctx.images.store.remove(replacedPicture);
  return { sellerName: input.name };
}

/** A participant as the organiser's tables show it: the login code still encrypted. */
export const participantColumns = {
  sellerId: sellers.id,
  name: sellers.name,
  email: sellers.email,
  code: sellers.loginCodeEncrypted,
  isActive: sellers.isActive,
};

/** The organiser's participants table: login codes decrypted, sales from paid orders (0 until there are any). */
export async function sellerList(ctx: AppContext, caller: Caller, webshopId: number): Promise<SellerListItem[]> {
  assertOrganiserOf(caller, webshopId);
  const rows = await ctx.db
    .select({
      ...participantColumns,
      currencyCode: webshops.currencyCode,
      totalMinor: sql<number>`coalesce(sum(${orders.totalMinor}), 0)`.mapWith(Number),
    })
    .from(sellers)
    .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
    .leftJoin(orders, and(eq(orders.sellerId, sellers.id), eq(orders.status, 'paid'), isNull(orders.deletedAt)))
    .where(eq(sellers.webshopId, webshopId))
    .groupBy(sellers.id, webshops.currencyCode)
    .orderBy(asc(sql`lower(${sellers.name})`), asc(sellers.id));
  return rows.map((r) => ({
    sellerId: r.sellerId,
    name: r.name,
    password: ctx.secrets.decrypt(r.code),
    isActive: r.isActive,
    totalSales: toMajor(r.totalMinor),
    currencyCode: r.currencyCode,
    email: r.email ?? '',
  }));
}

/**
 * Removes a seller (or adds it again). Removal ends its sessions in the same transaction, and the row lock
 * orders it against a login in progress (login reads the seller FOR SHARE), so no session outlives removal.
 */
export async function updateSellerActiveStatus(
  ctx: AppContext,
  caller: Caller,
  input: UpdateActiveInput,
): Promise<UpdateSellerActiveStatusResponse> {
  const result = await ctx.db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ id: sellers.id, webshopId: sellers.webshopId, name: sellers.name })
      .from(sellers)
      .where(eq(sellers.id, input.sellerId))
      .for('update');
    if (!seller) throw new AppError('not-found');
    assertOrganiserOf(caller, seller.webshopId);
    await tx.update(sellers).set({ isActive: input.setActive }).where(eq(sellers.id, seller.id));
    if (!input.setActive) await revokeSellerSessions(tx, seller.id);
    return { responseMessage: 'ok' as const, sellerId: seller.id, sellerName: seller.name, isActive: input.setActive };
  });
  ctx.shopCache.invalidateSeller(result.sellerId);
  return result;
}

/**
 * The group behind a webshop for the seller pages. The organiser's email and phone only with `withContact`:
 * registration links are shared widely, so the public page leaves them empty.
 */
async function basicWebshopInfo(
  ctx: AppContext,
  webshopId: number,
  withContact: boolean,
  missing: 'registration-link-not-found' | 'not-found',
): Promise<BasicWebshopInfoResponse> {
  const row = await webshopWithContactPerson(ctx.db, webshopId);
  if (!row) throw new AppError(missing);
  const { shop, person } = row;
  return {
    responseMessage: 'ok',
    customerName: shop.name,
    customerClassOrTeam: shop.classOrTeam,
    contactPersonName: `${person.firstName} ${person.lastName}`,
    contactPersonEmail: withContact ? person.email : '',
    contactPersonPhoneNumber: withContact ? person.phoneNumber : '',
  };
}

/** Public (the self-registration page): the group behind a registration key, without contact details. */
export async function basicWebshopInfoByKey(
  ctx: AppContext,
  query: { webShopId?: number; sellerRegistrationKey: string },
): Promise<BasicWebshopInfoResponse> {
  const shop = await webshopByRegistrationKey(ctx.db, query.sellerRegistrationKey);
  if (!shop || (query.webShopId !== undefined && query.webShopId !== shop.id)) {
    throw new AppError('registration-link-not-found');
  }
  return basicWebshopInfo(ctx, shop.id, false, 'registration-link-not-found');
}

/**
 * The seller's contact person page: the seller itself or its organiser. Email and phone only for a trusted seller
 * (added by the organiser, or logged in with its mailed code): a registration link is public, and the session that
 * self-registration hands out proves nothing about who registered (docs/decisions/0019).
 */
export async function basicWebshopInfoBySeller(
  ctx: AppContext,
  caller: Caller,
  sellerId: number,
): Promise<BasicWebshopInfoResponse> {
  const seller = await accessibleSeller(ctx.db, caller, sellerId);
  return basicWebshopInfo(ctx, seller.webshopId, seller.contactDetailsVisibleAt !== null, 'not-found');
}
