import type { BasicWebshopInfoResponse } from '@fundshop/core';
import type { Caller } from '../../auth/session.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { webshopWithContactPerson } from '../contact-person/service.ts';
import { accessibleSeller, webshopByRegistrationKey } from './service.ts';

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
