import {
  Alert,
  Button,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleOrderPage, RefundRow } from '@fundshop/core';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useOrder, useResendBooks } from '../api/orders.ts';
import { useOperatorSession } from '../api/session.ts';
import { AuditTable } from '../components/audit-table.tsx';
import { moneyColumn, timeColumn } from '../components/columns.ts';
import { ConsoleSection } from '../components/console-section.tsx';
import { DataTable } from '../components/data-table.tsx';
import { Facts } from '../components/facts.tsx';
import { money, when } from '../components/format.ts';
import { QueryState } from '../components/query-state.tsx';
import { ReassignDialog } from '../components/reassign-dialog.tsx';
import { RefundDialog } from '../components/refund-dialog.tsx';

const refundColumns = (currencyCode: string): GridColDef<RefundRow>[] => [
  { field: 'id', headerName: 'Refund', width: 90 },
  timeColumn('createdAt', 'Asked'),
  moneyColumn('amount', 'Amount', () => currencyCode),
  // The tax that went back with it (docs/decisions/0060): what Stripe Tax reverses.
  moneyColumn('taxAmount', 'Tax in it', () => currencyCode),
  { field: 'status', headerName: 'State', width: 110 },
  { field: 'requestedBy', headerName: 'Asked by', width: 110 },
  { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 160 },
];

/** Delivery: the book links made (never their tokens) and every download. */
function Delivery({ page }: { page: ConsoleOrderPage }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        {page.bookLinks.length === 0
          ? 'No link to the e-books has been made.'
          : `Links to the e-books: ${page.bookLinks.map((l) => `${when(l.createdAt)} (valid until ${when(l.expiresAt)})`).join('; ')}.`}
      </Typography>
      {page.downloads.length === 0 ? (
        <Typography variant="body2">No downloads yet.</Typography>
      ) : (
        <Table size="small" aria-label="Downloads">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>E-book</TableCell>
              <TableCell>Format</TableCell>
              <TableCell>Network</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.downloads.map((d) => (
              <TableRow key={`${d.downloadedAt}-${d.productName}-${d.format}`}>
                <TableCell>{when(d.downloadedAt)}</TableCell>
                <TableCell>{d.productName}</TableCell>
                <TableCell>{d.format.toUpperCase()}</TableCell>
                <TableCell>{d.network}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

/** An order's page: what was bought and paid, its delivery, refunds and disputes; resend, refund, move it. */
export function OrderPage() {
  const orderId = Number(useParams().id);
  const order = useOrder(orderId);
  const resend = useResendBooks(orderId);
  const operator = useOperatorSession()?.operator;
  const [dialog, setDialog] = useState<'refund' | 'reassign' | null>(null);
  return (
    <QueryState query={order}>
      {(page) => {
        const o = page.order;
        const left = o.total - o.refunded - o.chargedBack;
        const card = o.source === 'card';
        return (
          <Stack spacing={2.5}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h5" component="h1">
                Order {o.orderId}
              </Typography>
              <Chip size="small" label={o.deleted ? 'deleted' : o.status} />
              <Button variant="outlined" onClick={() => resend.mutate()} disabled={resend.isPending || !o.buyerEmail}>
                Send the e-books again
              </Button>
              {card && left > 0 ? (
                <Button variant="outlined" onClick={() => setDialog('refund')}>
                  Refund
                </Button>
              ) : null}
              {!o.deleted ? (
                <Button variant="outlined" onClick={() => setDialog('reassign')}>
                  Move to another participant
                </Button>
              ) : null}
            </Stack>
            {resend.isSuccess ? <Alert severity="success">{resend.data.message}</Alert> : null}
            {resend.error ? <Alert severity="error">{resend.error.message}</Alert> : null}
            <ConsoleSection title="Order">
              <Facts
                items={[
                  [
                    'Group',
                    <Link component={RouterLink} to={`/groups/${o.webShopId}`} key="group">
                      {o.groupName} ({o.webShopId})
                    </Link>,
                  ],
                  ['Participant', `${o.sellerName} (${o.sellerId})`],
                  [
                    'Buyer',
                    `${o.buyerName}${o.buyerEmail ? `, ${o.buyerEmail}` : ''}${o.buyerPhoneNumber ? `, ${o.buyerPhoneNumber}` : ''}`,
                  ],
                  ['Placed', when(o.createdAt)],
                  [
                    'Payment',
                    card
                      ? `Card, paid ${when(o.paidAt)}${o.paymentReference ? ` (${o.paymentReference})` : ''}`
                      : 'Cash (entered by the group)',
                  ],
                  ['Total', money(o.total, o.currencyCode)],
                  ['Refunded', money(o.refunded, o.currencyCode)],
                  ['Lost in disputes', money(o.chargedBack, o.currencyCode)],
                  ['Name of person I support', o.personalMessage || '—'],
                  ['Note', o.note || '—'],
                ]}
              />
            </ConsoleSection>
            <ConsoleSection title="Lines">
              <Table size="small" aria-label="Lines">
                <TableHead>
                  <TableRow>
                    <TableCell>E-book</TableCell>
                    <TableCell align="right">Copies</TableCell>
                    <TableCell align="right">Price</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.lines.map((line) => (
                    <TableRow key={line.productId}>
                      <TableCell>{line.productName}</TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{money(line.unitPrice, o.currencyCode)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ConsoleSection>
            <ConsoleSection title="Delivery and downloads">
              <Delivery page={page} />
            </ConsoleSection>
            <ConsoleSection title="Refunds">
              <DataTable
                label="Refunds"
                rows={page.refunds}
                columns={refundColumns(o.currencyCode)}
                getRowId={(r) => r.id}
              />
            </ConsoleSection>
            {page.disputes.length > 0 ? (
              <ConsoleSection title="Disputes">
                <Facts
                  items={page.disputes.map((d) => [
                    `Dispute ${d.id}`,
                    `${d.status}, ${money(d.amount, o.currencyCode)}, ${d.reason || 'no reason given'}, opened ${when(d.openedAt)}${d.closedAt ? `, closed ${when(d.closedAt)}` : ''}`,
                  ])}
                />
              </ConsoleSection>
            ) : null}
            <ConsoleSection title="Audit trail">
              <AuditTable filters={{ targetType: 'order', targetId: orderId }} label="Audit trail of the order" />
            </ConsoleSection>
            <RefundDialog
              orderId={orderId}
              left={left}
              currencyCode={o.currencyCode}
              limit={operator?.refundLimit ?? null}
              open={dialog === 'refund'}
              onClose={() => setDialog(null)}
            />
            <ReassignDialog
              orderId={orderId}
              fromSellerId={o.sellerId}
              sellers={page.groupSellers}
              open={dialog === 'reassign'}
              onClose={() => setDialog(null)}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}
