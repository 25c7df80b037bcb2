import { z } from 'zod';
import { idParam, safeText } from './fields.ts';

/**
 * The audit trail (docs/decisions/0030): one row per act that moves money or people, written in the act's own
 * transaction, never changed afterwards. Who acted is a role and that role's id: an organiser by its login ID (the
 * webshop's id), a co-organiser by its own id (docs/decisions/0035), a seller by its id, an operator by its id; a buyer
 * and the payment provider have none.
 */
export const AUDIT_ACTOR_ROLES = [
  'contactperson',
  'coorganiser',
  'seller',
  'operator',
  'buyer',
  'provider',
  'guardian',
] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/** What was acted on; `targetId` is that thing's id. */
export const AUDIT_TARGET_TYPES = [
  'webshop',
  'seller',
  'order',
  'payout',
  'product',
  'operator',
  'api-key',
  'support-message',
  'co-organiser',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Every audited act, named `<thing>.<verb>`. A new act adds its name here (the database keeps any name). */
export const AUDIT_ACTIONS = [
  'webshop.lock',
  'webshop.unlock',
  'webshop.settings',
  'webshop.password-reset',
  'co-organiser.invite',
  'co-organiser.accept',
  'co-organiser.remove',
  'payout.initiate',
  'payout.advance',
  'payout.fail',
  'order.create',
  'order.edit',
  'order.delete',
  'order.reassign',
  'order.resend-books',
  'seller.add',
  'seller.add-many',
  'seller.edit',
  'seller.resend-login',
  'seller.guardian-confirm',
  'seller.remove',
  'seller.return',
  'refund.create',
  'refund.settle',
  'product.create',
  'product.update',
  'product.edition',
  'product.cover',
  'operator.create',
  'operator.enrol',
  'operator.reset',
  'api-key.create',
  'api-key.revoke',
  'support-message.answer',
  'buyer.erase',
  'seller.erase',
  'organiser.erase',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One audit row as the operator API lists it. */
export const auditEvent = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  actorRole: z.enum(AUDIT_ACTOR_ROLES),
  actorId: z.number().int().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().int(),
  webShopId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  network: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/** At most this many rows per page of the list; the CSV export takes up to AUDIT_EXPORT_LIMIT. */
export const AUDIT_PAGE_SIZE = 100;
export const AUDIT_EXPORT_LIMIT = 50_000;

const isoDate = safeText()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Must be a date such as 2026-11-26');

/** GET /api/operator/audit and /api/operator/audit.csv: every filter optional. `before` pages back by row id. */
export const auditQuery = z.object({
  webShopId: idParam.optional(),
  actorRole: z.enum(AUDIT_ACTOR_ROLES).optional(),
  actorId: idParam.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: idParam.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  before: idParam.optional(),
});
/** The filters the console sets (the page is its own). */
export type AuditFilters = Omit<z.output<typeof auditQuery>, 'before'>;

export const auditList = z.object({ events: z.array(auditEvent), nextBefore: z.number().int().nullable() });
export type AuditList = z.infer<typeof auditList>;
