import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ORDER_DELIVERY_STATES,
  toMajor,
  type DataSubject,
  type OrderStatus,
  type PersonalDataExport,
} from '@fundshop/core';
import type { Executor } from '../../db/client.ts';
import { contactPersons, messages, orderLines, orders, sellers, supportReplies, webshops } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { csvDocument } from '../../lib/csv.ts';
import { PICTURES_URL_PREFIX } from '../../integrations/images/database-picture-store.ts';

/**
 * "Download my data" (docs/decisions/0039): what the database holds about one person, and nothing about anyone else.
 * A participant gets its sales as order numbers, dates and amounts, never its supporters' names; a supporter gets
 * its orders with their lines, never the participant's name.
 */

type Row = PersonalDataExport['sections'][string][number];
type Value = Row[string];

const iso = (d: Date | null) => d?.toISOString() ?? null;

function exportOf(subject: DataSubject, sections: Record<string, Row[]>): PersonalDataExport {
  return { subject, exportedAt: new Date().toISOString(), sections };
}

/** The organiser: its account, the group it registered with what it wrote, its messages and support's answers. */
export async function organiserData(db: Executor, webshopId: number): Promise<PersonalDataExport> {
  const [person] = await db.select().from(contactPersons).where(eq(contactPersons.webshopId, webshopId));
  const [shop] = await db.select().from(webshops).where(eq(webshops.id, webshopId));
  if (!person || !shop) throw new AppError('not-found');
  const sent = await db.select().from(messages).where(eq(messages.webshopId, webshopId)).orderBy(asc(messages.id));
  const replies =
    sent.length === 0
      ? []
      : await db
          .select()
          .from(supportReplies)
          .where(
            inArray(
              supportReplies.messageId,
              sent.map((m) => m.id),
            ),
          )
          .orderBy(asc(supportReplies.id));
  return exportOf('organiser', {
    organiser: [
      {
        loginId: webshopId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phoneNumber: person.phoneNumber,
        failedLoginsSinceLastLogin: person.failedLogins,
        registeredAt: iso(person.createdAt),
      },
    ],
    group: [
      {
        id: shop.id,
        name: shop.name,
        classOrTeam: shop.classOrTeam,
        countryCode: shop.countryCode,
        currencyCode: shop.currencyCode,
        goal: toMajor(shop.goalMinor),
        amountOfParticipants: shop.amountOfParticipants,
        commentToBuyers: shop.commentToBuyers,
        comment: shop.comment,
        introductionAnswer: shop.introductionAnswer,
        isLocked: shop.isLocked,
        createdAt: iso(shop.createdAt),
      },
    ],
    messages: sent.map((m) => ({
      id: m.id,
      kind: m.kind,
      body: m.body,
      recipients: m.recipients,
      sentAt: iso(m.createdAt),
    })),
    supportReplies: replies.map((r) => ({ messageId: r.messageId, body: r.body, answeredAt: iso(r.createdAt) })),
  });
}

/** A participant: its own fields, its group's name, and the orders credited to it without their buyers. */
export async function sellerData(db: Executor, sellerId: number): Promise<PersonalDataExport> {
  const [seller] = await db
    .select({ seller: sellers, groupName: webshops.name })
    .from(sellers)
    .innerJoin(webshops, eq(webshops.id, sellers.webshopId))
    .where(eq(sellers.id, sellerId));
  if (!seller) throw new AppError('not-found');
  const s = seller.seller;
  const sales = await db
    .select({
      id: orders.id,
      source: orders.source,
      status: orders.status,
      currencyCode: orders.currencyCode,
      totalMinor: orders.totalMinor,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      items:
        sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(eq(orders.sellerId, sellerId))
    .orderBy(asc(orders.id));
  return exportOf('seller', {
    participant: [
      {
        id: s.id,
        name: s.name,
        email: s.email,
        group: seller.groupName,
        salesGoal: toMajor(s.salesGoalMinor),
        commentToBuyers: s.commentToBuyers,
        picture: s.pictureFile ? `${PICTURES_URL_PREFIX}${s.pictureFile}.jpg` : null,
        isActive: s.isActive,
        addedBy: s.addedByRole,
        createdAt: iso(s.createdAt),
      },
    ],
    sales: sales.map((o) => ({
      orderNumber: o.id,
      source: o.source,
      status: o.status,
      items: o.items,
      total: toMajor(o.totalMinor),
      currencyCode: o.currencyCode,
      paidAt: iso(o.paidAt),
      createdAt: iso(o.createdAt),
    })),
  });
}

/**
 * A supporter, by the address it bought with: every such order with its buyer fields and its lines. A checkout never
 * paid (abandoned or declined) holds what was typed into it too, so it is given, but apart and named so, not counted
 * among the orders (issue 40): `orders` and `items` are the paid ones (refunded ones included), `unpaidCheckouts` and
 * `unpaidCheckoutItems` the rest.
 */
export async function buyerData(db: Executor, email: string): Promise<PersonalDataExport> {
  const bought = await db
    .select({ order: orders, groupName: webshops.name })
    .from(orders)
    .innerJoin(webshops, eq(webshops.id, orders.webshopId))
    .where(sql`lower(${orders.buyerEmail}) = lower(${email}) and ${orders.buyerEmail} <> ''`)
    .orderBy(asc(orders.id));
  const ids = bought.map((b) => b.order.id);
  const lines =
    ids.length === 0
      ? []
      : await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));
  const paid = new Set(bought.filter((b) => isOrder(b.order.status)).map((b) => b.order.id));
  const orderRecord = ({ order: o, groupName }: (typeof bought)[number]) => ({
    orderNumber: o.id,
    group: groupName,
    source: o.source,
    status: o.status,
    firstName: o.buyerFirstName,
    lastName: o.buyerLastName,
    email: o.buyerEmail,
    phoneNumber: o.buyerPhoneNumber,
    countryCode: o.countryCode,
    streetAddress: o.streetAddress,
    apartment: o.apartment,
    city: o.city,
    postalCode: o.postalCode,
    state: o.state,
    personalMessage: o.personalMessage,
    total: toMajor(o.totalMinor),
    refunded: toMajor(o.refundedMinor),
    currencyCode: o.currencyCode,
    createdAt: iso(o.createdAt),
    paidAt: iso(o.paidAt),
  });
  const itemRecord = (l: (typeof lines)[number]) => ({
    orderNumber: l.orderId,
    product: l.productName,
    unitPrice: toMajor(l.unitPriceMinor),
    quantity: l.quantity,
  });
  return exportOf('buyer', {
    orders: bought.filter((b) => paid.has(b.order.id)).map(orderRecord),
    items: lines.filter((l) => paid.has(l.orderId)).map(itemRecord),
    unpaidCheckouts: bought.filter((b) => !paid.has(b.order.id)).map(orderRecord),
    unpaidCheckoutItems: lines.filter((l) => !paid.has(l.orderId)).map(itemRecord),
  });
}

/** An order that was paid (refunded since, or not): what the supporter bought, as against a checkout never paid. */
const isOrder = (status: OrderStatus) => (ORDER_DELIVERY_STATES as readonly OrderStatus[]).includes(status);

/** The same data as CSV: one row per field (section, record number, field, value), for any spreadsheet. */
export function personalDataCsv(data: PersonalDataExport): string {
  const rows: (string | number)[][] = [['section', 'record', 'field', 'value']];
  for (const [section, records] of Object.entries(data.sections)) {
    records.forEach((record, i) => {
      for (const [field, value] of Object.entries(record)) rows.push([section, i + 1, field, cell(value)]);
    });
  }
  return csvDocument(rows);
}

const cell = (value: Value): string | number =>
  value === null ? '' : typeof value === 'boolean' ? String(value) : value;

/** The attachment's file name: whose data, and the day. */
export const exportFileName = (subject: DataSubject, extension: 'json' | 'csv') =>
  `fundshop-${subject}-data-${new Date().toISOString().slice(0, 10)}.${extension}`;
