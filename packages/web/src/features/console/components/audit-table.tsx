import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEvent, AuditFilters } from '@fundshop/core';
import { useAudit } from '../api/audit.ts';
import { timeColumn } from './columns.ts';
import { DataTable } from './data-table.tsx';
import { Facts } from './facts.tsx';
import { when } from './format.ts';

import { auditCurrency, auditFacts, auditSummary } from './audit-values.ts';

/** One side of a row in words (audit-values.ts): what the grid shows in its cell. */
const side = (which: 'before' | 'after') => (_v: unknown, row: AuditEvent) =>
  auditSummary(row[which], auditCurrency(row.before, row.after)) || '—';

/**
 * Widths that fit a 1280 px window (the group's page, inside its section, too): before and after share what is left
 * and wrap onto three lines (the entry's dialog shows them whole); the network is in the entry's dialog, and a
 * column the grid's menu shows.
 */
const COLUMNS: GridColDef<AuditEvent>[] = [
  timeColumn('occurredAt', 'When', 140),
  {
    field: 'actorLabel',
    headerName: 'Who',
    width: 180,
    valueGetter: (_v, row) => `${row.actorRole}: ${row.actorLabel}`,
  },
  { field: 'action', headerName: 'What', width: 140 },
  {
    field: 'targetId',
    headerName: 'Target',
    width: 100,
    valueGetter: (_v, row) => `${row.targetType} ${row.targetId}`,
  },
  { field: 'webShopId', headerName: 'Group', width: 65 },
  { field: 'before', headerName: 'Before', flex: 1, minWidth: 160, valueGetter: side('before') },
  { field: 'after', headerName: 'After', flex: 1.3, minWidth: 200, valueGetter: side('after') },
  { field: 'reason', headerName: 'Reason', width: 130 },
  { field: 'network', headerName: 'Network', width: 140 },
];

/** One entry in full: who, what, and before and after field by field. */
function EventDialog({ event, onClose }: { event: AuditEvent | null; onClose: () => void }) {
  const currency = event ? auditCurrency(event.before, event.after) : null;
  const block = (value: unknown) => {
    const facts = auditFacts(value, currency);
    return facts.length === 0 ? '—' : <Facts items={facts} />;
  };
  return (
    <Dialog open={event !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="audit-event-title">
      <DialogTitle id="audit-event-title">
        {event?.action} · {event?.targetType} {event?.targetId}
      </DialogTitle>
      <DialogContent>
        {event ? (
          <Facts
            items={[
              ['When', when(event.occurredAt)],
              ['Who', `${event.actorRole} ${event.actorId ?? ''}: ${event.actorLabel}`],
              ['From', event.network ?? '—'],
              ['Group', event.webShopId ?? '—'],
              ['Reason', event.reason || '—'],
              ['Before', block(event.before)],
              ['After', block(event.after)],
            ]}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The audit trail the filters pick, newest first, with more loaded on demand; an entry opens in full. */
export function AuditTable({ filters, label }: { filters: AuditFilters; label: string }) {
  const audit = useAudit(filters);
  const [open, setOpen] = useState<AuditEvent | null>(null);
  const events = audit.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <Stack spacing={1}>
      {audit.error ? <Typography color="error">{audit.error.message}</Typography> : null}
      <DataTable
        label={label}
        rows={events}
        columns={COLUMNS}
        getRowId={(e) => e.id}
        wrap
        hidden={['network']}
        loading={audit.isFetching}
        onOpen={setOpen}
      />
      <EventDialog event={open} onClose={() => setOpen(null)} />
      {audit.hasNextPage ? (
        <Box>
          <Button onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
            Load older entries
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
