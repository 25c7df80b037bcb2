import { desc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_MSG, formatPrice } from '@fundshop/core';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { sv } from '@fundshop/core/i18n/catalogues/sv';
import { contactPersons, downloads, mailOutbox, orders, refunds } from '../../db/schema.ts';
import { openShop, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { bearer } from '../../testing/fixtures.ts';
import { adminOf } from '../../testing/operator-fixtures.ts';
import { cardOrder, manualOrder } from '../../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moneyDatabaseKinds } from '../../testing/test-database.ts';
import { createBookLink } from '../delivery/book-links.ts';

describe.each(moneyDatabaseKinds)('refunds (simulated provider) on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    t = await createTestApp(kind);
    shop = await openShop(t.app, t.db);
  });
  afterEach(() => t.close());

  /** A paid card order of 3 books at 22 (66.00) and a book link to it. */
  const paidOrder = async () => {
    const session = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 3 }], 'paid');
    const [order] = await t.db.select().from(orders).where(eq(orders.checkoutSession, session));
    return { order: order!, token: await createBookLink(t.db, order!.id) };
  };
  const selfRefund = (token: string) => t.app.inject({ method: 'POST', url: `/api/my-books/${token}/refund` });
  const operatorToken = async () => (await adminOf(t)).token;
  const operatorRefund = async (payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/refunds',
      headers: bearer(token ?? (await operatorToken())),
      payload: { reason: 'asked by the buyer', ...payload },
    });
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const subjects = async () =>
    (await t.db.select({ s: mailOutbox.subject, to: mailOutbox.to }).from(mailOutbox)).map((m) => `${m.to}: ${m.s}`);

  it('self-service: the whole order within 14 days and before any download, once; mails to buyer and organiser', async () => {
    const { order, token } = await paidOrder();
    expect(order.paymentReference).toMatch(/^sim_pi_/);
    const refunded = await selfRefund(token);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toEqual({ responseMessage: 'ok', refundedAmount: 66, currencyCode: 'USD' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'refunded', refundedMinor: 6600, earningsMinor: 0 });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({
      status: 'succeeded',
      requestedBy: 'buyer',
      idempotencyKey: `fundshop-refund-${row!.id}`,
      providerRefundId: `sim_re_${row!.id}`,
    });
    const mails = await subjects();
    expect(mails).toContain(`sam.rivera@example.com: ${DELIVERY_MSG.refundedMailSubject}`);
    expect(mails).toContain(`${shop.organiser.email}: ${DELIVERY_MSG.organiserRefundMailSubject}`);
    const again = await selfRefund(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().responseMessage).toBe('refund-not-allowed');
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });

  it("writes each mail in its reader's language: the buyer's browser's, the organiser's own; money as each writes it", async () => {
    const { order, token } = await paidOrder();
    // A Swedish browser bought in this English group; the organiser has chosen French.
    await t.db.update(orders).set({ language: 'sv' }).where(eq(orders.id, order.id));
    await t.db.update(contactPersons).set({ language: 'fr' }).where(eq(contactPersons.webshopId, shop.webShopId));
    expect((await selfRefund(token)).statusCode).toBe(200);
    // The last mail to each: the buyer had its receipt before.
    const mailTo = async (to: string) =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)))[0]!;

    const buyer = await mailTo('sam.rivera@example.com');
    expect(buyer.subject).toBe(sv['delivery.refundedMailSubject']);
    expect(buyer.text).toContain('Hej Sam!');
    expect(buyer.text).toContain(`${sv['refundMail.refundedNow']}: ${formatPrice(66, 'USD', 'sv-SE')}`);
    expect(buyer.text).toContain(sv['delivery.refunded']);
    expect(buyer.text).toContain(`${sv['mail.orderNumber']}: ${order.id}`);

    const organiser = await mailTo(shop.organiser.email);
    expect(organiser.subject).toBe(fr['delivery.organiserRefundMailSubject']);
    expect(organiser.text).toContain('en totalité');
    expect(organiser.text).toContain(`${formatPrice(66, 'USD', 'fr-CA')} est retourné`);
    expect(organiser.text).toContain(fr['refundMail.openDashboard']);
    for (const mail of [buyer, organiser]) {
      for (const english of ['Hi ', 'Order number', 'Refunded now', 'refunded', 'Open your dashboard']) {
        expect(mail.text).not.toContain(english);
      }
    }
  });

  it('self-service is refused after 14 days, after a download, and for an unknown token', async () => {
    const late = await paidOrder();
    await t.db.execute(
      sql`update orders set paid_at = now() - interval '14 days 1 minute' where id = ${late.order.id}`,
    );
    expect((await selfRefund(late.token)).json().responseMessage).toBe('refund-not-allowed');
    const downloaded = await paidOrder();
    await t.db
      .insert(downloads)
      .values({ orderId: downloaded.order.id, productId: shop.productIds[0]!, format: 'pdf', network: '127.0.0.0/24' });
    const refused = await selfRefund(downloaded.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().responseMessage).toBe('refund-not-allowed');
    const unknown = await selfRefund('ABCDEFGHJKMNPQRSTUVWXYZ234');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().responseMessage).toBe('book-link-unknown');
    expect(await t.db.select().from(refunds)).toHaveLength(0);
    expect((await orderRow(late.order.id)).status).toBe('paid');
  });

  it('a double click (10 at once) refunds once', async () => {
    const { order, token } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => selfRefund(token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    expect((await orderRow(order.id)).refundedMinor).toBe(6600);
  });

  it('operator: partial amounts, over-refund refused, the rest; manual orders refused; token required', async () => {
    const { order } = await paidOrder();
    expect(
      (await operatorRefund({ orderId: order.id, amount: 10 }, 'wrong-token-wrong-token-wrong-token')).statusCode,
    ).toBe(401);
    const first = await operatorRefund({ orderId: order.id, amount: 10, reason: 'one book damaged' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ orderId: order.id, amount: 10, status: 'succeeded', requestedBy: 'operator' });
    expect((await operatorRefund({ orderId: order.id, amount: 20.5 })).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', refundedMinor: 3050, earningsMinor: 1775 });
    const tooMuch = await operatorRefund({ orderId: order.id, amount: 35.51 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().responseMessage).toBe('refund-too-large');
    const rest = await operatorRefund({ orderId: order.id });
    expect(rest.json()).toMatchObject({ amount: 35.5, status: 'succeeded' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'refunded', refundedMinor: 6600 });
    expect((await operatorRefund({ orderId: order.id })).json().responseMessage).toBe('refund-too-large');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/operator/refunds?orderId=${order.id}`,
      headers: bearer(await operatorToken()),
    });
    expect(list.json().refunds.map((r: { amount: number }) => r.amount)).toEqual([35.5, 20.5, 10]);

    const manualId = await manualOrder(t.app, shop.organiser.token, shop, [
      { productId: shop.productIds[0]!, amountOrdered: 1 },
    ]);
    const manual = await operatorRefund({ orderId: manualId, amount: 1 });
    expect(manual.statusCode).toBe(409);
    expect(manual.json().responseMessage).toBe('refund-only-card');
    expect((await operatorRefund({ orderId: 999_999 })).statusCode).toBe(404);
  });

  it('concurrent refunds cannot exceed the total (the trigger counts them one after the other)', async () => {
    const { order } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => operatorRefund({ orderId: order.id, amount: 20 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().responseMessage)).toEqual(
      Array<string>(3).fill('refund-too-large'),
    );
    expect((await orderRow(order.id)).refundedMinor).toBe(6000);
  });

  it('the database refuses refunds beyond the total and of unpaid or manual orders', async () => {
    const { order } = await paidOrder();
    const insert = (values: Partial<typeof refunds.$inferInsert>) =>
      t.db.insert(refunds).values({
        orderId: order.id,
        amountMinor: 100,
        status: 'pending',
        requestedBy: 'operator',
        idempotencyKey: `k-${Math.random()}`,
        ...values,
      });
    await expect(insert({ amountMinor: 6601 })).rejects.toMatchObject({
      cause: { constraint: 'refunds_within_total' },
    });
    await insert({ amountMinor: 6000 });
    await expect(insert({ amountMinor: 601 })).rejects.toMatchObject({ cause: { constraint: 'refunds_within_total' } });
    await insert({ amountMinor: 600, idempotencyKey: 'same' });
    await expect(insert({ status: 'failed', idempotencyKey: 'same' })).rejects.toMatchObject({
      cause: { constraint: 'refunds_idempotency_key_unique' },
    });
    const pending = await cardOrder(t.app, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], 'none');
    const [unpaid] = await t.db.select().from(orders).where(eq(orders.checkoutSession, pending));
    await expect(insert({ orderId: unpaid!.id })).rejects.toMatchObject({
      cause: { constraint: 'refunds_paid_card_order' },
    });
  });

  it('documents the refund calls with their security: the self-service one public, the operator ones by token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(doc.paths['/api/my-books/{token}/refund']?.post?.security).toEqual([]);
    expect(doc.paths['/api/operator/refunds']?.post?.security).toEqual([{ operator: [] }]);
    expect(doc.paths['/api/operator/refunds']?.get?.security).toEqual([{ operator: [] }]);
    expect(doc.paths['/api/operator/refunds/{id}/retry']?.post?.security).toEqual([{ operator: [] }]);
  });

  it('an operator retry settles a pending refund with the same key (the simulated provider lists from our table)', async () => {
    const { order } = await paidOrder();
    const [row] = await t.db
      .insert(refunds)
      .values({ orderId: order.id, amountMinor: 600, status: 'pending', requestedBy: 'operator', idempotencyKey: 'k' })
      .returning();
    const retry = async () =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/refunds/${row!.id}/retry`,
        headers: bearer(await operatorToken()),
      });
    expect((await retry()).json()).toMatchObject({ id: row!.id, status: 'succeeded', amount: 6 });
    expect((await retry()).json()).toMatchObject({ id: row!.id, status: 'succeeded' });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toMatchObject([
      { status: 'succeeded', providerRefundId: `sim_re_${row!.id}` },
    ]);
    expect((await orderRow(order.id)).refundedMinor).toBe(600);
    expect(
      await t.app.inject({
        method: 'POST',
        url: '/api/operator/refunds/999999/retry',
        headers: bearer(await operatorToken()),
      }),
    ).toMatchObject({ statusCode: 404 });
  });
});
