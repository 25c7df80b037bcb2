import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatPrice, formatReceiptNumber, toMajor, type MyBooksResponse } from '@fundshop/core';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { receiptCounters, orders, webshops } from '../../db/schema.ts';
import { appWithOpenShop, checkoutBody, openShop, TEST_CARD, type OpenShop } from '../../testing/checkout-fixtures.ts';
import { refusedConstraint } from '../../testing/database-refusals.ts';
import { bookLinkMailedTo, orderOfSession } from '../../testing/delivery-fixtures.ts';
import { manualOrder } from '../../testing/order-fixtures.ts';
import { taxOrder } from '../../testing/taxed-order-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

const run = promisify(execFile);

const MERCHANT = {
  legalName: 'Fundshop Receipts Pty Ltd',
  address: '12 Harbour Street, Sydney NSW 2000, Australia',
  registrations: { AU: '51 824 753 556', GB: 'GB 123 4567 89', CA: '123456789 RT0001', NZ: '123-456-789' },
};

describe.each(databaseKinds)('receipt numbers on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  beforeEach(async () => {
    ({ t, shop } = await appWithOpenShop(kind));
  });
  afterEach(() => t.close());

  const cart = () => [{ productId: shop.productIds[0]!, amountOrdered: 1 }];
  /** The orders' numbers in the order of `ids` (a select without ORDER BY returns rows in any order). */
  const receiptNumbers = async (ids: number[]) => {
    const rows = await t.db
      .select({ id: orders.id, receiptNumber: orders.receiptNumber })
      .from(orders)
      .where(inArray(orders.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id)?.receiptNumber);
  };
  const lastNumber = async () => (await t.db.select().from(receiptCounters))[0]!.lastNumber;
  /** A card checkout left unpaid: its order id and the client secret that pays it. */
  const pendingCardOrder = async (buyerFirstName = 'Sam') => {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: checkoutBody(shop, { webShopCartProducts: cart(), buyerFirstName }),
    });
    const { clientSecret, checkoutSession } = checkout.json() as { clientSecret: string; checkoutSession: string };
    return { orderId: (await orderOfSession(t, checkoutSession)).id, clientSecret };
  };
  const pay = (clientSecret: string) =>
    t.app.inject({ method: 'POST', url: '/api/payments/simulated/pay', payload: { clientSecret, ...TEST_CARD } });

  it('numbers a card order when it is paid and a manual order when it is entered, in one sequence, once', async () => {
    const before = await lastNumber();
    const pending = await pendingCardOrder();
    expect(await receiptNumbers([pending.orderId])).toEqual([null]);
    expect((await pay(pending.clientSecret)).statusCode).toBe(200);
    const manualId = await manualOrder(t.app, shop.organiser.token, shop, cart());
    expect(await receiptNumbers([pending.orderId, manualId])).toEqual([before + 1, before + 2]);
    // The same payment reported again (a replayed confirmation) numbers nothing more.
    await pay(pending.clientSecret);
    expect(await receiptNumbers([pending.orderId])).toEqual([before + 1]);
    expect(await lastNumber()).toBe(before + 2);
    // Editing and deleting a manual order keep its number: the sequence has no gaps.
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/seller/delete-webshop-purchase',
      headers: { authorization: `Bearer ${shop.organiser.token}` },
      payload: { webShopPurchaseId: manualId, sellerId: shop.sellerId },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await receiptNumbers([manualId])).toEqual([before + 2]);
  });

  it('gives payments that come at once distinct consecutive numbers, and a rolled-back payment its number back', async () => {
    const before = await lastNumber();
    const pending = [];
    for (let i = 0; i < 6; i++) pending.push(await pendingCardOrder(`Buyer${i}`));
    const paid = await Promise.all(pending.map((p) => pay(p.clientSecret)));
    expect(paid.map((r) => r.statusCode)).toEqual(pending.map(() => 200));
    const numbers = (await receiptNumbers(pending.map((p) => p.orderId))).toSorted((a, b) => a! - b!);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n));

    // A payment whose transaction rolls back takes no number: the next payment has the one it would have had.
    const rolledBack = await pendingCardOrder('Rolled');
    await expect(
      t.db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ status: 'paid', paidAt: sql`now()` })
          .where(eq(orders.id, rolledBack.orderId));
        throw new Error('the provider call after it failed');
      }),
    ).rejects.toThrow('the provider call after it failed');
    expect(await receiptNumbers([rolledBack.orderId])).toEqual([null]);
    const next = await pendingCardOrder('Next');
    await pay(next.clientSecret);
    expect(await receiptNumbers([next.orderId])).toEqual([before + 7]);
  });

  it('refuses a receipt number written by hand, changed or taken away', async () => {
    const manualId = await manualOrder(t.app, shop.organiser.token, shop, cart());
    const [given] = await receiptNumbers([manualId]);
    expect(
      await refusedConstraint(t.db, sql`update orders set receipt_number = ${given! + 100} where id = ${manualId}`),
    ).toBe('orders_receipt_number');
    expect(await refusedConstraint(t.db, sql`update orders set receipt_number = null where id = ${manualId}`)).toBe(
      'orders_receipt_number',
    );
    const pending = await pendingCardOrder();
    expect(
      await refusedConstraint(
        t.db,
        sql`update orders set receipt_number = ${given! + 1000} where id = ${pending.orderId}`,
      ),
    ).toBe('orders_receipt_number');
  });
});

describe.each(databaseKinds)('the receipt: mail, my-books page and PDF on %s', (kind) => {
  let t: TestApp;
  let shop: OpenShop;
  let dir: string;
  beforeEach(async () => {
    t = await createTestApp(kind, { config: { merchant: MERCHANT } });
    shop = await openShop(t.app, t.db);
    dir = mkdtempSync(path.join(tmpdir(), 'fundshop-receipt-'));
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  /** An Australian buyer's card order of two books at $22, taxed with GST 10% inside the price, then paid. */
  async function australianSale(buyerEmail = 'olivia.nguyen@example.com') {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: checkoutBody(shop, {
        buyerFirstName: 'Olivia',
        buyerLastName: 'Nguyen',
        buyerEmail,
        countryCode: 'AU',
        state: 'NSW',
        webShopCartProducts: [{ productId: shop.productIds[0]!, amountOrdered: 2 }],
      }),
    });
    const { clientSecret, checkoutSession } = checkout.json() as { clientSecret: string; checkoutSession: string };
    const order = await orderOfSession(t, checkoutSession);
    const taxed = await taxOrder(t.db, order.id, {
      behaviour: 'inclusive',
      rates: [{ jurisdiction: 'AU', taxType: 'gst', ratePpm: 100_000 }],
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/pay',
      payload: { clientSecret, ...TEST_CARD },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { token, mail } = await bookLinkMailedTo(t, buyerEmail);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    return { orderId: order.id, receiptNumber: formatReceiptNumber(row!.receiptNumber!), taxed, token, mail };
  }

  const usd = (minor: number) => formatPrice(toMajor(minor), 'USD', 'en-US');

  it('mails a receipt with its number, net, GST 10% and total, and the merchant with its Australian ABN', async () => {
    const sale = await australianSale();
    // $44 holds 44/11 = $4 of GST (the ATO's 1/11 of a GST-inclusive price).
    expect(sale.taxed).toEqual({ netMinor: 4000, taxMinor: 400, totalMinor: 4400 });
    const text = sale.mail.text;
    expect(text).toContain(`Receipt number: ${sale.receiptNumber}`);
    expect(text).toContain(`Amount excluding tax: ${usd(4000)}`);
    expect(text).toContain(`GST 10%: ${usd(400)}`);
    expect(text).toContain(`Total: ${usd(4400)}`);
    expect(text).toContain(`Sold by: ${MERCHANT.legalName}`);
    expect(text).toContain(`Address: ${MERCHANT.address}`);
    expect(text).toContain(`ABN: ${MERCHANT.registrations.AU}`);
    expect(text).not.toContain(MERCHANT.registrations.GB);
  });

  it('shows the same receipt on the my-books page, the PDF link keyed by the same token', async () => {
    const sale = await australianSale();
    const page = await t.app.inject({ method: 'GET', url: `/api/my-books/${sale.token}` });
    expect(page.statusCode).toBe(200);
    const books = page.json() as MyBooksResponse;
    expect(books.receipt).toEqual({
      receiptNumber: sale.receiptNumber,
      issuedAt: expect.any(String),
      currencyCode: 'USD',
      summary: { taxBehaviour: 'inclusive', netAmount: 40, taxAmount: 4, totalAmount: 44, taxLabel: 'GST 10%' },
      merchant: {
        legalName: MERCHANT.legalName,
        address: MERCHANT.address,
        registrationName: 'ABN',
        registrationNumber: MERCHANT.registrations.AU,
      },
    });
    expect(books.receiptUrl).toBe(`/api/my-books/${sale.token}/receipt`);
  });

  it('serves a one-page PDF receipt that qpdf finds sound and pdftotext reads the tax lines of', async () => {
    const sale = await australianSale();
    const response = await t.app.inject({ method: 'GET', url: `/api/my-books/${sale.token}/receipt` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${sale.receiptNumber}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const file = path.join(dir, 'receipt.pdf');
    writeFileSync(file, response.rawPayload);
    expect((await run('qpdf', ['--check', file])).stdout).toContain('No syntax or stream encoding errors');
    expect((await run('qpdf', ['--show-npages', file])).stdout.trim()).toBe('1');
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    const lines = stdout.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
    expect(lines).toContain('Receipt');
    expect(lines).toContain(MERCHANT.legalName);
    expect(lines).toContain(MERCHANT.address);
    expect(lines).toContain(`ABN ${MERCHANT.registrations.AU}`);
    expect(lines).toContain(`Receipt number ${sale.receiptNumber}`);
    expect(lines).toContain(`Order number ${sale.orderId}`);
    expect(lines).toContain('Bought by Olivia Nguyen');
    expect(lines).toContain(`Amount excluding tax ${usd(4000)}`);
    expect(lines).toContain(`GST 10% ${usd(400)}`);
    expect(lines).toContain(`Total ${usd(4400)}`);
  });

  it("writes the PDF in the order's language: a French group's cash order to Quebec, with its GST and QST, in French", async () => {
    await t.db.update(webshops).set({ language: 'fr' }).where(eq(webshops.id, shop.webShopId));
    const email = 'camille.roy@example.com';
    await manualOrder(t.app, shop.organiser.token, shop, [{ productId: shop.productIds[0]!, amountOrdered: 1 }], {
      buyerEmail: email,
      countryCode: 'CA',
      state: 'QC',
    });
    const { token, mail } = await bookLinkMailedTo(t, email);
    expect(mail.text).toContain(`${fr['receipt.number']}\u00a0: FS-`);
    expect(mail.text).toContain(`GST/HST No.\u00a0: ${MERCHANT.registrations.CA}`);
    const response = await t.app.inject({ method: 'GET', url: `/api/my-books/${token}/receipt` });
    const file = path.join(dir, 'recu.pdf');
    writeFileSync(file, response.rawPayload);
    expect((await run('qpdf', ['--check', file])).stdout).toContain('No syntax or stream encoding errors');
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain(fr['receipt.title']);
    // pdftotext's layout may close up the space inside '0 $': the amounts are compared without spaces.
    const bare = (s: string) => s.replace(/\s/g, '');
    expect(bare(text)).toContain(bare(`${fr['receipt.net']} ${formatPrice(22, 'USD', 'fr-CA')}`));
    // The cash order is taxed where the buyer is (decision 0059): Quebec's GST 5% and QST 9.975% on 22.
    expect(bare(text)).toContain(bare(`GST 5% + QST 9.975% ${formatPrice(3.29, 'USD', 'fr-CA')}`));
    expect(bare(text)).toContain(bare(`Total ${formatPrice(25.29, 'USD', 'fr-CA')}`));
    expect(text).toContain(`GST/HST No. ${MERCHANT.registrations.CA}`);
    expect(text).not.toContain('Receipt number');
  });

  it('answers an unknown, malformed or expired token 404 or 400, as the my-books page does', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/my-books/ABCDEFGHJKMNPQRSTUVWXYZ234/receipt' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/my-books/not-a-token/receipt' });
    expect(malformed.statusCode).toBe(400);
    const sale = await australianSale();
    await t.db.execute(sql`update book_links set expires_at = now() - interval '1 second'`);
    const expired = await t.app.inject({ method: 'GET', url: `/api/my-books/${sale.token}/receipt` });
    expect(expired.statusCode).toBe(404);
  });
});
