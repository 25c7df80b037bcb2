import type { AuditAction, AuditActorRole, AuditTargetType } from '@fundshop/core';
import type { OperatorCaller } from '../../auth/operator.ts';
import type { Caller } from '../../auth/session.ts';
import type { Transaction } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';

/**
 * The audit trail's one way in (docs/decisions/0030). An act that moves money or people calls recordAudit inside its
 * own transaction, so the row exists exactly when the act committed; the database refuses to change or remove it.
 *
 *   await ctx.db.transaction(async (tx) => {
 *     ...the act...
 *     await recordAudit(tx, callerActor(caller), {
 *       action: 'seller.remove', target: { type: 'seller', id }, webshopId, before: { isActive: true },
 *       after: { isActive: false },
 *     });
 *   });
 */

/** Who acted and from which network (null when no request made the act, such as a provider's webhook). */
export interface AuditActor {
  role: AuditActorRole;
  /** The organiser's login ID (its webshop's id), the seller's or the operator's id; null for a buyer or provider. */
  id: number | null;
  /** Readable as it was then: an operator's email, which key it used. */
  label: string;
  network: string | null;
}

export interface AuditRecord {
  action: AuditAction;
  target: { type: AuditTargetType; id: number };
  /** The group the act concerns, whose page lists it; null for an act on no group (the catalogue, operators). */
  webshopId: number | null;
  /** The values the act changed, as they were and as they are; null for a thing made or ended by the act. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason?: string;
}

/** Writes the act's one audit row, in the act's transaction. */
export async function recordAudit(tx: Transaction, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditEvents).values({
    actorRole: actor.role,
    actorId: actor.id,
    actorLabel: actor.label,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    webshopId: record.webshopId,
    before: record.before,
    after: record.after,
    reason: record.reason ?? '',
    network: actor.network,
  });
}

/** A group's organiser, co-organiser (as itself, not as the organiser: decision 0035) or seller, as its session says. */
export function callerActor(caller: Caller): AuditActor {
  if (caller.role === 'contactperson' && caller.coOrganiserId !== undefined) {
    return {
      role: 'coorganiser',
      id: caller.coOrganiserId,
      label: `co-organiser ${caller.coOrganiserId} of group ${caller.webshopId}`,
      network: caller.network,
    };
  }
  return caller.role === 'contactperson'
    ? {
        role: 'contactperson',
        id: caller.webshopId,
        label: `organiser of group ${caller.webshopId}`,
        network: caller.network,
      }
    : { role: 'seller', id: caller.sellerId, label: `seller ${caller.sellerId}`, network: caller.network };
}

/** An operator, through its session or one of its API keys. */
export function operatorActor(operator: OperatorCaller): AuditActor {
  const via = operator.apiKeyId === null ? '' : ` (API key ${operator.apiKeyId})`;
  return { role: 'operator', id: operator.operatorId, label: `${operator.email}${via}`, network: operator.network };
}

/** The buyer of an order, on its my-books page (the book link is its only key). */
export function buyerActor(orderId: number, network: string): AuditActor {
  return { role: 'buyer', id: null, label: `buyer of order ${orderId}`, network };
}

/** The payment provider (a refund made in its dashboard, as its webhook reports it). */
export const PROVIDER_ACTOR: AuditActor = { role: 'provider', id: null, label: 'payment provider', network: null };
