import { auditList, type AuditFilters } from '@fundshop/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { consoleKeys } from '../query-keys.ts';
import { consoleDownload, consoleRequest } from './client.ts';

/** GET /api/operator/audit: newest first, a page of 100 at a time. */
export function useAudit(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: consoleKeys.audit(filters),
    queryFn: ({ pageParam, signal }) =>
      consoleRequest('/api/operator/audit', { query: { ...filters, before: pageParam }, schema: auditList, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

/** GET /api/operator/audit.csv with the same filters, saved as the file the server names. */
export const downloadAuditCsv = (filters: AuditFilters) => consoleDownload('/api/operator/audit.csv', { ...filters });
