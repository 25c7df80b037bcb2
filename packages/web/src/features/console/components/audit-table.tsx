import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEvent, AuditFilters } from '@fundshop/core';
import { useAudit } from '../api/audit.ts';
import { timeColumn } from './columns.ts';
import { DataTable } from './data-table.tsx';
import { Facts } from './facts.tsx';
import { when } from './format.ts';

/** Before and after as compact JSON, the way the trail stores them. */
const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const COLUMNS: GridColDef<AuditEvent>[] = [
  timeColumn('occurredAt', 'When', 165),
  {
    field: 'actorLabel',
    headerName: 'Who',
    width: 210,
    valueGetter: (_v, row) => `${row.actorRole}: ${row.actorLabel}`,
  },
  { field: 'action', headerName: 'What', width: 170 },
  {
    field: 'targetId',
    headerName: 'Target',
    width: 130,
    valueGetter: (_v, row) => `${row.targetType} ${row.targetId}`,
  },
  { field: 'webShopId', headerName: 'Group', width: 80 },
  { field: 'before', headerName: 'Before', flex: 1, minWidth: 180, valueGetter: (_v, row) => json(row.before) },
  { field: 'after', headerName: 'After', flex: 1, minWidth: 180, valueGetter: (_v, row) => json(row.after) },
  { field: 'reason', headerName: 'Reason', width: 160 },
  { field: 'network', headerName: 'Network', width: 140 },
];

/** One entry in full: who, what, and before and after as indented JSON. */
function EventDialog({ event, onClose }: { event: AuditEvent | null; onClose: () => void }) {
  const pretty = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2));
  const block = (value: unknown) => (
    <Box component="pre" sx={{ m: 0, fontSize: '0.8rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {pretty(value)}
    </Box>
  );
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
