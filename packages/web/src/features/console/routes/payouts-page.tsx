import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { isUnhandledPayout, NEXT_PAYOUT_STATUS, type OperatorPayout } from '@fundshop/core';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePayoutProviderStatus, usePayouts } from '../api/payouts.ts';
import { useOperatorSession } from '../api/session.ts';
import { AdvanceDialog } from '../components/advance-dialog.tsx';
import { ChoiceToggle } from '../components/choice-toggle.tsx';
import { moneyColumn, timeColumn } from '../components/columns.ts';
import { DataTable } from '../components/data-table.tsx';
import { Facts } from '../components/facts.tsx';
import { age, money } from '../components/format.ts';
import { QueryState } from '../components/query-state.tsx';

type Queue = 'unhandled' | 'all' | 'PAID' | 'FAILED';

/** What the payout provider says of a payout's transfer, asked when opened. */
function ProviderStatusDialog({ payoutId, onClose }: { payoutId: number | null; onClose: () => void }) {
  const status = usePayoutProviderStatus(payoutId);
  return (
    <Dialog open={payoutId !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="provider-status-title">
      <DialogTitle id="provider-status-title">Payout {payoutId} at the payout provider</DialogTitle>
      <DialogContent>
        <QueryState query={status}>
          {(s) => (
            <Facts
              items={[
                ['Provider', s.provider],
                ['Reference', s.reference ?? '—'],
                ['Status', s.status],
                ...s.details.map((d): [string, string] => [d.label, d.value]),
              ]}
            />
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The payout queue by state and age: move a simulated payout on or fail it (admin), ask the provider. */
export function PayoutsPage() {
  const payouts = usePayouts();
  const isAdmin = useOperatorSession()?.operator.role === 'admin';
  const [queue, setQueue] = useState<Queue>('unhandled');
  const [asking, setAsking] = useState<number | null>(null);
  const [acting, setActing] = useState<{ payout: OperatorPayout; fail: boolean } | null>(null);
  const columns = useMemo<GridColDef<OperatorPayout>[]>(
    () => [
      { field: 'id', headerName: 'Payout', width: 80 },
      {
        field: 'groupName',
        headerName: 'Group',
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/groups/${row.webShopId}`}>
            {row.groupName} ({row.webShopId})
          </Link>
        ),
      },
      { field: 'status', headerName: 'State', width: 100 },
      { field: 'createdAt', headerName: 'Age', width: 80, valueFormatter: (v: string) => age(v) },
      moneyColumn('amount', 'Amount', (row) => row.currencyCode),
      timeColumn('updatedAt', 'Last change', 160),
      {
        field: 'providerReference',
        headerName: 'Transfer',
        width: 140,
        valueFormatter: (v: string | null) => v ?? 'not sent yet',
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 300,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
            <Button size="small" onClick={() => setAsking(row.id)}>
              Provider
            </Button>
            {isAdmin && NEXT_PAYOUT_STATUS[row.status] ? (
              <Button size="small" onClick={() => setActing({ payout: row, fail: false })}>
                To {NEXT_PAYOUT_STATUS[row.status]}
              </Button>
            ) : null}
            {isAdmin && isUnhandledPayout(row.status) ? (
              <Button size="small" color="error" onClick={() => setActing({ payout: row, fail: true })}>
                Fail
              </Button>
            ) : null}
          </Stack>
        ),
      },
    ],
    [isAdmin],
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Payouts
      </Typography>
      <ChoiceToggle
        label="Which payouts"
        value={queue}
        onChange={setQueue}
        options={[
          { value: 'unhandled', label: 'Being handled' },
          { value: 'PAID', label: 'Paid' },
          { value: 'FAILED', label: 'Failed' },
          { value: 'all', label: 'All' },
        ]}
      />
      <Alert severity="info">
        Each group&apos;s reconciliation (sold, shares, refunds, disputes, paid out, on the way, owed) is on its page.
      </Alert>
      <QueryState query={payouts}>
        {({ payouts: rows, overdrawn }) => (
          <>
            {overdrawn.length > 0 ? (
              // Refunds took these groups below zero after their payouts (decision 0051): the money is with the group.
              <Alert severity="error" data-testid="overdrawn-groups">
                <AlertTitle>Below zero after refunds</AlertTitle>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {overdrawn.map((group) => (
                    <li key={group.webShopId}>
                      <Link component={RouterLink} to={`/groups/${group.webShopId}`}>
                        {group.groupName} ({group.webShopId})
                      </Link>{' '}
                      owes {money(group.owedByGroup, group.currencyCode)}:{' '}
                      {group.isLocked
                        ? 'fundraiser ended, no payout will take it off; settle it with the group.'
                        : 'taken off its next payout if it sells on.'}
                    </li>
                  ))}
                </Box>
              </Alert>
            ) : null}
            <DataTable
              label="Payouts"
              rows={rows.filter((p) =>
                queue === 'all' ? true : queue === 'unhandled' ? isUnhandledPayout(p.status) : p.status === queue,
              )}
              columns={columns}
              getRowId={(p) => p.id}
              loading={payouts.isFetching}
            />
          </>
        )}
      </QueryState>
      <ProviderStatusDialog payoutId={asking} onClose={() => setAsking(null)} />
      <AdvanceDialog payout={acting?.payout ?? null} fail={acting?.fail ?? false} onClose={() => setActing(null)} />
    </Stack>
  );
}
