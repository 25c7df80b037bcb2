import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { AUDIT_EXPORT_LIMIT, AUDIT_PAGE_SIZE, type AuditEvent, type AuditList, type auditQuery } from '@fundshop/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { auditEvents } from '../../db/schema.ts';
import { csvDocument } from '../../lib/csv.ts';

type Filters = z.output<typeof auditQuery>;

/** A day given alone (2026-11-26) reaches to its end in `to`; a time is taken as it is. */
const endOfDay = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value);

function conditions(filters: Filters): SQL | undefined {
  return and(
    filters.webShopId === undefined ? undefined : eq(auditEvents.webshopId, filters.webShopId),
    filters.actorRole === undefined ? undefined : eq(auditEvents.actorRole, filters.actorRole),
    filters.actorId === undefined ? undefined : eq(auditEvents.actorId, filters.actorId),
    filters.action === undefined ? undefined : eq(auditEvents.action, filters.action),
    filters.targetType === undefined ? undefined : eq(auditEvents.targetType, filters.targetType),
    filters.targetId === undefined ? undefined : eq(auditEvents.targetId, filters.targetId),
    filters.from === undefined ? undefined : gte(auditEvents.occurredAt, new Date(filters.from)),
    filters.to === undefined ? undefined : lte(auditEvents.occurredAt, new Date(endOfDay(filters.to))),
    filters.before === undefined ? undefined : lt(auditEvents.id, filters.before),
  );
}

async function events(ctx: Pick<AppContext, 'db'>, filters: Filters, limit: number): Promise<AuditEvent[]> {
  const rows = await ctx.db
    .select()
    .from(auditEvents)
    .where(conditions(filters))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    occurredAt: r.occurredAt.toISOString(),
    actorRole: r.actorRole,
    actorId: r.actorId,
    actorLabel: r.actorLabel,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    webShopId: r.webshopId,
    before: r.before,
    after: r.after,
    reason: r.reason,
    network: r.network,
  }));
}

/** GET /api/operator/audit: newest first, a page at a time (`before` the last id of the page before). */
export async function listAudit(ctx: Pick<AppContext, 'db'>, filters: Filters): Promise<AuditList> {
  const page = await events(ctx, filters, AUDIT_PAGE_SIZE + 1);
  const more = page.length > AUDIT_PAGE_SIZE;
  const shown = page.slice(0, AUDIT_PAGE_SIZE);
  return { events: shown, nextBefore: more ? (shown.at(-1)?.id ?? null) : null };
}

const CSV_HEADER = [
  'Id',
  'Time (UTC)',
  'Actor role',
  'Actor id',
  'Actor',
  'Action',
  'Target',
  'Target id',
  'Group',
  'Before',
  'After',
  'Reason',
  'Network',
];

/**
 * GET /api/operator/audit.csv: the rows the filters pick, newest first, up to AUDIT_EXPORT_LIMIT; before and after
 * as JSON text. Formula-like cells are neutralised as in the organiser's export (lib/csv.ts).
 */
export async function exportAuditCsv(ctx: Pick<AppContext, 'db'>, filters: Filters): Promise<string> {
  const rows = await events(ctx, filters, AUDIT_EXPORT_LIMIT);
  return csvDocument([
    CSV_HEADER,
    ...rows.map((e) => [
      e.id,
      e.occurredAt,
      e.actorRole,
      e.actorId ?? '',
      e.actorLabel,
      e.action,
      e.targetType,
      e.targetId,
      e.webShopId ?? '',
      e.before === null ? '' : JSON.stringify(e.before),
      e.after === null ? '' : JSON.stringify(e.after),
      e.reason,
      e.network ?? '',
    ]),
  ]);
}
