import { type DashboardData } from '@fundshop/core';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ErrorSnackbar } from '../../../components/error-snackbar.tsx';
import { ApiRequestError, errorText } from '../../../lib/api-client.ts';
import { useExportOrders } from '../api/export-orders.ts';
import { GroupEarnings } from './group-earnings.tsx';
import { Leaderboard } from './leaderboard.tsx';
import { SalesByWay } from './sales-by-way.tsx';
import { ParticipantsTable } from './participants-table.tsx';
import { QrCodeSection } from './qr-code-section.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useFormat, useT } from '../../../lib/i18n.tsx';

const DashboardCharts = lazy(() => import('./dashboard-charts.tsx'));

export type DashboardRole = 'contactperson' | 'seller';

export interface DashboardProps {
  role: DashboardRole;
  data: DashboardData;
  /** The logged-in seller (seller dashboard): its QR code. */
  sellerId?: number;
  /** The orders list section; the order feature makes it and the app puts it here. */
  orders?: ReactNode;
  /** Lock, payout and where the money is, above the figures; the payout feature makes it and the app puts it here. */
  payouts?: ReactNode;
  /** The organiser's tools for its sellers, above the participants; the contact-person-tools feature makes it. */
  tools?: ReactNode;
}

function ExportButton({ webShopId }: { webShopId: number }) {
  const t = useT();
  const exportOrders = useExportOrders();
  const [error, setError] = useState<string | null>(null);
  // SPEC §8's 'Error code:' with the status of a refused download; a download that got no answer, its reason.
  const exportFailure = (e: unknown) =>
    e instanceof ApiRequestError && e.status > 0 ? `${t('tools.errorCode')} ${e.status}` : errorText(e);
  return (
    <>
      <BusyButton
        variant="outlined"
        startIcon={<DownloadIcon />}
        busy={exportOrders.isPending}
        onClick={() => exportOrders.mutate(webShopId, { onError: (e) => setError(exportFailure(e)) })}
      >
        {t('dashboard.exportOrders')}
      </BusyButton>
      <ErrorSnackbar open={error !== null} message={error ?? ''} onClose={() => setError(null)} />
    </>
  );
}

/** The seller's own row of the group: what it sold, or SPEC's "haven't sold anything yet." */
function OwnSales({ data }: { data: DashboardData }) {
  const format = useFormat();
  const t = useT();
  const own = data.orderDetails.orderSellers[0];
  if (!own) return null;
  return (
    <SectionCard title={t('dashboard.yourSales')}>
      {own.totalAmountOfProducts === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('order.youHaveNotSoldYet')}
        </Typography>
      ) : (
        <>
          <Typography sx={{ mt: 0.5 }} data-testid="own-sales">
            {t('dashboard.ownSales', {
              count: own.totalAmountOfProducts,
              earnings: format.price(own.totalEarnings, data.orderDetails.currencyCode),
            })}
          </Typography>
          <SalesByWay ways={own.salesByWay} />
        </>
      )}
    </SectionCard>
  );
}

/**
 * SPEC §2 Dashboard, shared by both roles, with its hide rules: the seller sees its QR code and own sales and
 * never the participants table, the per-participant chart or the export; the leaderboard shows only while the
 * friend competition is on; the locked banner only for a locked webshop.
 */
export function Dashboard({ role, data, sellerId, orders, payouts, tools }: DashboardProps) {
  const t = useT();
  const sales = data.orderSalesInformation;
  const organiser = role === 'contactperson';
  return (
    <Stack spacing={2} component="section" aria-label={t('dashboard.dashboard')} sx={{ mt: 3 }}>
      {payouts}
      {data.orderByWebShop.isLocked ? (
        <Alert severity="info" icon={<LockIcon />} data-testid="locked-banner">
          {t('checkout.shopLocked')}
        </Alert>
      ) : null}
      {!organiser && sellerId !== undefined ? <QrCodeSection sellerId={sellerId} /> : null}
      <GroupEarnings sales={sales} />
      {organiser ? null : <OwnSales data={data} />}
      {sales.totalAmountOfProducts > 0 ? (
        <Suspense
          fallback={<Skeleton variant="rounded" height={280} role="progressbar" aria-label={t('dashboard.loading')} />}
        >
          <DashboardCharts
            days={data.salesOverTime}
            sellers={organiser ? data.orderDetails.orderSellers : null}
            currencyCode={sales.currencyCode}
          />
        </Suspense>
      ) : null}
      {data.isFriendCompetitionActive ? (
        <Leaderboard competitors={data.friendCompetitors} forSeller={!organiser} />
      ) : null}
      {tools}
      {organiser ? (
        <Box>
          <ParticipantsTable sellers={data.orderDetails.orderSellers} currencyCode={data.orderDetails.currencyCode} />
          <Box sx={{ mt: 1.5 }}>
            <ExportButton webShopId={data.orderByWebShop.webShopId} />
          </Box>
        </Box>
      ) : null}
      {orders}
    </Stack>
  );
}

/** Loading and failure around a dashboard query. */
export function DashboardState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  if (!error) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('dashboard.loading')} />
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      sx={{ mt: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('dashboard.tryAgain')}
        </Button>
      }
    >
      {errorText(error)}
    </Alert>
  );
}
