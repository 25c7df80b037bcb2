import { eq, sql } from 'drizzle-orm';
import { formatPrice, localeFor, toMajor, type MessageKey } from '@fundshop/core';
import { translatorFor } from '@fundshop/core/i18n/all';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { disputes, orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { DisputeEvent } from '../../integrations/payments/payment-provider.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { recordProviderEvent } from '../../lib/provider-events.ts';
import type { WorkerLogger } from '../../lib/poller.ts';
import { organiserLanguage } from '../account/recipient-language.ts';
import { webshopWithContactPerson } from '../contact-person/service.ts';
import { enqueueMail } from '../mail/outbox.ts';

/** What the organiser reads when a dispute opens or closes; nothing to do for them, but the money card moves. */
const DISPUTE_MAIL = {
  open: 'refundMail.disputeOpen',
  won: 'refundMail.disputeWon',
  lost: 'refundMail.disputeLost',
} as const satisfies Record<string, MessageKey>;

/** The organiser's mail, in the organiser's language (its own, else the group's) with the money as it writes it. */
async function mailOrganiser(tx: Transaction, orderId: number, status: keyof typeof DISPUTE_MAIL, amountMinor: number) {
  const [order] = await tx
    .select({ webshopId: orders.webshopId, currencyCode: orders.currencyCode })
    .from(orders)
    .where(eq(orders.id, orderId));
  const organiser = order && (await webshopWithContactPerson(tx, order.webshopId));
  if (!order || !organiser) return;
  const language = await organiserLanguage(tx, order.webshopId);
  const t = translatorFor(language);
  const amount = formatPrice(toMajor(amountMinor), order.currencyCode, localeFor(language, organiser.shop.countryCode));
  await enqueueMail(
    tx,
    renderMail(organiser.person.email, {
      subject: t(status === 'open' ? 'refundMail.disputeOpenSubject' : 'refundMail.disputeClosedSubject', {
        order: String(orderId),
      }),
      paragraphs: [
        t('mail.greeting', { name: organiser.person.firstName }),
        t(DISPUTE_MAIL[status], { order: String(orderId), amount }),
      ],
    }),
  );
}

/**
 * 'dispute-changed' (webhook, docs/decisions/0026): the dispute as the provider has it now, kept by its id, so
 * events in any order and any number end in the provider's last word. open -> won/lost stamps closed_at; a lost
 * dispute's amount comes off the order through the disputes_to_order trigger (its fee is the platform's, kept on
 * the row only). A payment no order has yet answers 409 so the provider sends the event again.
 */
export async function applyDisputeEvent(ctx: AppContext, event: DisputeEvent, log: WorkerLogger): Promise<void> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentReference, event.paymentReference))
      .for('update');
    if (!order) return 'unknown-payment' as const;
    if (!(await recordProviderEvent(tx, event.id, event.kind))) return 'replayed' as const;
    const closedAt = event.status === 'open' ? null : sql`now()`;
    const [before] = await tx
      .select({ status: disputes.status })
      .from(disputes)
      .where(eq(disputes.providerDisputeId, event.disputeId))
      .for('update');
    const values = { amountMinor: event.amountMinor, feeMinor: event.feeMinor, reason: event.reason };
    // A closed dispute is not reopened by a late 'updated' that overtook its close; won and lost may still swap (an
    // appeal decided the other way).
    const status = before && before.status !== 'open' && event.status === 'open' ? before.status : event.status;
    if (!before) {
      await tx
        .insert(disputes)
        .values({ ...values, orderId: order.id, providerDisputeId: event.disputeId, status, closedAt });
    } else {
      await tx
        .update(disputes)
        .set({ ...values, status, ...(status === before.status ? {} : { closedAt }) })
        .where(eq(disputes.providerDisputeId, event.disputeId));
    }
    if (status !== before?.status) await mailOrganiser(tx, order.id, status, event.amountMinor);
    return 'applied' as const;
  });
  if (outcome === 'unknown-payment') {
    log.warn({ eventId: event.id, paymentReference: event.paymentReference }, 'dispute event for an unknown payment');
    throw new AppError('payment-order-unknown');
  }
}
