import { Button, Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleSeller, PayoutRow, SupportMessage } from '@fundshop/core';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useGroup } from '../api/groups.ts';
import { useOrders } from '../api/orders.ts';
import { useOperatorSession } from '../api/session.ts';
import { AuditTable } from '../components/audit-table.tsx';
import { moneyColumn, timeColumn } from '../components/columns.ts';
import { ConsoleSection } from '../components/console-section.tsx';
import { DataTable } from '../components/data-table.tsx';
import { Facts } from '../components/facts.tsx';
import { money, when } from '../components/format.ts';
import { LockDialog } from '../components/lock-dialog.tsx';
import { OrderTables } from '../components/order-tables.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ReconciliationView } from '../components/reconciliation-view.tsx';

const sellerColumns = (currencyCode: string): GridColDef<ConsoleSeller>[] => [
  { field: 'sellerId', headerName: 'ID', width: 80 },
  { field: 'name', headerName: 'Participant', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180 },
  { field: 'isActive', headerName: 'Active', type: 'boolean', width: 80 },
  { field: 'productsSold', headerName: 'Books', type: 'number', width: 80 },
  moneyColumn('sales', 'Sales', () => currencyCode),
  moneyColumn('earnings', 'Group share', () => currencyCode, 120),
];

const PAYOUT_COLUMNS: GridColDef<PayoutRow>[] = [
  { field: 'id', headerName: 'Payout', width: 90 },
  { field: 'status', headerName: 'State', width: 110 },
  moneyColumn('amount', 'Amount', (row) => row.currencyCode),
  timeColumn('createdAt', 'Asked for'),
  timeColumn('updatedAt', 'Last change'),
];

function SupportList({ messages }: { messages: SupportMessage[] }) {
  if (messages.length === 0) return <Typography variant="body2">No messages to support.</Typography>;
  return (
    <Stack spacing={1.5}>
      {messages.map((m) => (
        <Stack key={m.id} spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip
              size="small"
              color={m.answeredAt ? 'default' : 'warning'}
              label={m.answeredAt ? 'Answered' : 'Open'}
            />
            <Typography variant="caption">{when(m.createdAt)}</Typography>
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {m.body}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** A group's page: state, money reconciled, sellers, orders, payouts, messages to support, audit trail. */
export function GroupPage() {
  const webShopId = Number(useParams().id);
  const group = useGroup(webShopId);
  const orders = useOrders('', webShopId);
  const isAdmin = useOperatorSession()?.operator.role === 'admin';
  const [locking, setLocking] = useState(false);
  const navigate = useNavigate();
  return (
    <QueryState query={group}>
      {(page) => (
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {page.group.name}
            </Typography>
            <Chip
              label={page.group.isLocked ? 'Locked' : 'Open'}
              color={page.group.isLocked ? 'warning' : 'success'}
              size="small"
            />
            {isAdmin ? (
              <Button variant="outlined" onClick={() => setLocking(true)}>
                {page.group.isLocked ? 'Open the webshop' : 'Lock the webshop'}
              </Button>
            ) : null}
          </Stack>
          <ConsoleSection title="The group">
            <Facts
              items={[
                ['Group ID', page.group.webShopId],
                ['Class or team', page.group.classOrTeam || '—'],
                [
                  'Organiser',
                  `${page.group.organiserName}, ${page.group.organiserEmail}, ${page.group.organiserPhone}`,
                ],
                ['Country, currency', `${page.group.countryCode}, ${page.group.currencyCode}`],
                ['Payments', page.group.paymentReady ? 'Set up' : 'Not set up yet'],
                ['Earnings', money(page.group.earnings, page.group.currencyCode)],
                ['Last sale', when(page.group.lastSaleAt)],
                ['Registered', when(page.group.createdAt)],
              ]}
            />
          </ConsoleSection>
          <ConsoleSection title="Reconciliation">
            <ReconciliationView reconciliation={page.reconciliation} />
          </ConsoleSection>
          <ConsoleSection title="Participants">
            <DataTable
              label="Participants"
              rows={page.sellers}
              columns={sellerColumns(page.group.currencyCode)}
              getRowId={(s) => s.sellerId}
            />
          </ConsoleSection>
          <ConsoleSection title="Orders">
            <OrderTables
              label="Orders of the group"
              orders={orders.data?.orders ?? []}
              loading={orders.isFetching}
              onOpen={(o) => void navigate(`/orders/${o.orderId}`)}
            />
          </ConsoleSection>
          <ConsoleSection
            title="Payouts"
            actions={
              <Button component={RouterLink} to="/payouts">
                All payouts
              </Button>
            }
          >
            <DataTable
              label="Payouts of the group"
              rows={page.payouts}
              columns={PAYOUT_COLUMNS}
              getRowId={(p) => p.id}
            />
          </ConsoleSection>
          <ConsoleSection
            title="Messages to support"
            actions={
              <Button component={RouterLink} to="/support">
                Answer
              </Button>
            }
          >
            <SupportList messages={page.supportMessages} />
          </ConsoleSection>
          <ConsoleSection title="Audit trail">
            <AuditTable filters={{ webShopId }} label="Audit trail of the group" />
          </ConsoleSection>
          <LockDialog
            key={String(page.group.isLocked)}
            webShopId={webShopId}
            isLocked={page.group.isLocked}
            open={locking}
            onClose={() => setLocking(false)}
          />
        </Stack>
      )}
    </QueryState>
  );
}
