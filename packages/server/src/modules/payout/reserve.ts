import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { payoutReserves, payoutTransitions, payouts, webshops } from '../../db/schema.ts';
import { enqueuePayoutMail, enqueueReserveUsedUpMail } from './mails.ts';
import { moneyFigures } from './money.ts';
import { mailFacts, unhandledPayout } from './state-machine.ts';

// The reserve of a final payout (docs/decisions/0051): held while buyers may still cancel, released after.

/**
 * Holds `amountMinor` back from the final payout just created, until the last open refund window closes. In the
 * payout's transaction, with the webshop row locked.
 */
export async function holdReserve(
  tx: Transaction,
  payout: typeof payouts.$inferSelect,
  amountMinor: number,
  releaseAfter: Date,
) {
  const [row] = await tx
    .insert(payoutReserves)
    .values({
      webshopId: payout.webshopId,
      payoutId: payout.id,
      amountMinor,
      currencyCode: payout.currencyCode,
      releaseAfter,
    })
    .returning();
  return row!;
}

/**
 * Releases every held reserve whose last refund window closed by `at` (the housekeeping job). Each in a transaction
 * of its own that takes the webshop row FOR UPDATE, as the payout request does, and the reserve row only while it is
 * still held, so two runs at once release it once: the second finds it released and moves on. The release pays what
 * the group is owed now (the reserve less what refunds took) as a payout of its own, which the payout sender sends;
 * while another payout of the group is being handled it waits for the next run (one unhandled payout at a time).
 */
export async function releaseDueReserves(
  db: Executor,
  config: Pick<AppContext['config'], 'publicUrl'>,
  at: Date,
): Promise<number> {
  const due = await db
    .select({ id: payoutReserves.id, webshopId: payoutReserves.webshopId })
    .from(payoutReserves)
    .where(and(isNull(payoutReserves.releasedAt), lte(payoutReserves.releaseAfter, at)))
    .orderBy(asc(payoutReserves.id));
  let released = 0;
  for (const reserve of due) {
    if (await db.transaction((tx) => releaseReserve(tx, config, reserve.id, reserve.webshopId))) released += 1;
  }
  return released;
}

async function releaseReserve(
  tx: Transaction,
  config: Pick<AppContext['config'], 'publicUrl'>,
  reserveId: number,
  webshopId: number,
): Promise<boolean> {
  await tx.select({ id: webshops.id }).from(webshops).where(eq(webshops.id, webshopId)).for('update');
  const [reserve] = await tx
    .select()
    .from(payoutReserves)
    .where(and(eq(payoutReserves.id, reserveId), isNull(payoutReserves.releasedAt)))
    .for('update');
  if (!reserve) return false;
  if (await unhandledPayout(tx, webshopId)) return false;
  const money = await moneyFigures(tx, webshopId);
  const amountMinor = money.releasable;
  let releasePayoutId: number | null = null;
  if (amountMinor > 0) {
    const [created] = await tx
      .insert(payouts)
      .values({
        webshopId,
        status: 'INITIATED',
        currencyCode: reserve.currencyCode,
        amountMinor,
        cardEarningsMinor: money.cardEarnings - money.heldForDisputes,
        manualPlatformShareMinor: money.manualPlatformShare,
        manualTaxMinor: money.manualTax,
        previouslyPaidMinor: money.previouslyPaid,
      })
      .returning();
    await tx.insert(payoutTransitions).values({
      payoutId: created!.id,
      fromStatus: null,
      toStatus: 'INITIATED',
      cause: `reserve ${reserve.id} of payout ${reserve.payoutId} released: its refund windows have closed`,
    });
    await enqueuePayoutMail(tx, 'INITIATED', { ...(await mailFacts(tx, config, created!)), reserveReleased: true });
    releasePayoutId = created!.id;
  }
  const [updated] = await tx
    .update(payoutReserves)
    .set({ releasedAt: sql`now()`, releasedMinor: amountMinor, releasePayoutId })
    .where(and(eq(payoutReserves.id, reserve.id), isNull(payoutReserves.releasedAt)))
    .returning();
  if (!updated) throw new Error(`reserve ${reserve.id} was released while locked`);
  if (amountMinor === 0) await enqueueReserveUsedUpMail(tx, await reserveMailFacts(tx, config, reserve));
  return true;
}

/** The mail facts of the final payout a reserve was held back from, with the reserve's amount. */
async function reserveMailFacts(
  tx: Transaction,
  config: Pick<AppContext['config'], 'publicUrl'>,
  reserve: typeof payoutReserves.$inferSelect,
) {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, reserve.payoutId));
  return { ...(await mailFacts(tx, config, payout!)), reserveMinor: reserve.amountMinor };
}
