import { eq, sql, type SQL } from 'drizzle-orm';
import {
  MSG,
  PEOPLE_MSG,
  nameTakenMessage,
  toMajor,
  toMinor,
  type RegisterNewSellerResponse,
  type RetrieveSellerDetailsResponse,
  type registerNewSellerRequest,
  type updateSellerDetailsRequest,
} from '@fundshop/core';
import type { z } from 'zod';
import { assertContactPersonOf, assertSellerAccess } from '../../auth/guard.ts';
import { createSession, type Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/client.ts';
import { contactPersons, sellers, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { randomCode } from '../../lib/crypto.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { consumeRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { callerActor, recordAudit } from '../audit/trail.ts';
import { saveSellerPicture } from './picture.ts';
import { enqueueLoginMail, mailAddedParticipant } from './seller-mail.ts';

/** 12 characters of the 31-letter unambiguous alphabet: about 59 bits (docs/decisions/0002). */
export const LOGIN_CODE_LENGTH = 12;
/** Public self-registrations per client network: a whole class on one school network fits, a spam run does not. */
export const SELF_REGISTRATION_LIMIT: RateLimit = { limit: 50, windowSeconds: 15 * 60 };

const NAME_CONSTRAINT = 'sellers_webshop_name_uq';
const EMAIL_CONSTRAINT = 'sellers_email_uq';
export const LOGIN_CODE_CONSTRAINT = 'sellers_login_code_hmac_unique';

type RegisterInput = z.output<typeof registerNewSellerRequest>;
type UpdateDetailsInput = z.output<typeof updateSellerDetailsRequest>;

/** Turns the database's answer to a duplicate name or email into SPEC §8's error-name / error-email. */
export function sellerConflict(error: unknown, organizationName: string, on: 'register' | 'edit'): unknown {
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

async function webshopWhere(db: Executor, condition: SQL) {
  const [shop] = await db
    .select({
      id: webshops.id,
      name: webshops.name,
      organiserName: sql<string>`${contactPersons.firstName} || ' ' || ${contactPersons.lastName}`,
    })
    .from(webshops)
    .innerJoin(contactPersons, eq(contactPersons.webshopId, webshops.id))
    .where(condition)
    .limit(1);
  return shop;
}

export const webshopById = (db: Executor, webshopId: number) => webshopWhere(db, eq(webshops.id, webshopId));

export const webshopByRegistrationKey = async (db: Executor, key: string) =>
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
export async function accessibleSeller(db: Executor, caller: Caller, sellerId: number) {
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
  let shop: Awaited<ReturnType<typeof webshopWhere>>;
  if (input.addedByRole === 'contactperson') {
    if (!caller) throw new AppError('unauthorized');
    assertContactPersonOf(caller, input.webShopId);
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
              isMinor: input.isMinor,
              guardianEmail: input.isMinor ? input.guardianEmail : null,
            })
            .returning({ id: sellers.id, name: sellers.name });
          if (!seller) throw new Error('seller insert returned nothing');
          await mailAddedParticipant(tx, ctx, { sellerId: seller.id, name: seller.name, code }, input, webshop);
          await recordAudit(
            tx,
            caller
              ? callerActor(caller)
              : { role: 'seller', id: seller.id, label: `seller ${seller.id}`, network: null },
            {
              action: 'seller.add',
              target: { type: 'seller', id: seller.id },
              webshopId: webshop.id,
              before: null,
              after: { hasEmail: email !== null, isMinor: input.isMinor },
            },
          );
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
        .select({
          pictureFile: sellers.pictureFile,
          email: sellers.email,
          code: sellers.loginCodeEncrypted,
          isMinor: sellers.isMinor,
        })
        .from(sellers)
        .where(eq(sellers.id, seller.id))
        .for('update');
      if (!current) throw new AppError('not-found');
      const emailChanged = input.email !== '' && input.email.toLowerCase() !== (current.email ?? '').toLowerCase();
      // A minor is reached through the guardian: no own email is kept (docs/decisions/0037).
      if (emailChanged && current.isMinor) {
        throw new AppError('validation-error', { fieldErrors: { email: PEOPLE_MSG.minorOwnEmail } });
      }
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
          sellerId: seller.id,
          recipient: { to: input.email, kind: 'seller' },
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
