import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@fundshop/core';
import type { Executor } from '../../db/client.ts';
import { contactPersons, orders, sellers, webshops } from '../../db/schema.ts';

/**
 * The language a person's mails are written in (docs/decisions/0044): its own choice, else the group's. One place, so
 * every mail asks the same question the same way.
 */

/** The group's language: its supporters' pages, and its people's until they choose. */
export async function groupLanguage(tx: Executor, webshopId: number): Promise<Language> {
  const [row] = await tx.select({ language: webshops.language }).from(webshops).where(eq(webshops.id, webshopId));
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** The organiser's (the group's contact person's) own language, else the group's. */
export async function organiserLanguage(tx: Executor, webshopId: number): Promise<Language> {
  const [row] = await tx
    .select({ language: sql<Language>`coalesce(${contactPersons.language}, ${webshops.language})` })
    .from(webshops)
    .leftJoin(contactPersons, eq(contactPersons.webshopId, webshops.id))
    .where(eq(webshops.id, webshopId));
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** A participant's own language, else the group's. */
export async function participantLanguage(tx: Executor, sellerId: number): Promise<Language> {
  const [row] = await tx
    .select({ language: sql<Language>`coalesce(${sellers.language}, ${webshops.language})` })
    .from(sellers)
    .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
    .where(eq(sellers.id, sellerId));
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** The buyer's language: the one its browser asked for at checkout, else the group's. */
export async function buyerLanguage(tx: Executor, orderId: number): Promise<Language> {
  const [row] = await tx
    .select({ language: sql<Language>`coalesce(${orders.language}, ${webshops.language})` })
    .from(orders)
    .innerJoin(webshops, eq(webshops.id, orders.webshopId))
    .where(eq(orders.id, orderId));
  return row?.language ?? DEFAULT_LANGUAGE;
}
