import { DASHBOARD_MSG, formatPrice, type OrderSeller, type SalesDay } from '@fundshop/core';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

/** More bars than this do not fit a phone; the participants table lists everyone. */
const MAX_BARS = 10;

export interface DashboardChartsProps {
  days: SalesDay[];
  /** Per-seller bars: the organiser's dashboard only. */
  sellers: OrderSeller[] | null;
  currencyCode: string;
}

/** Running total of the group's earnings, one point per day with sales. */
function cumulativeEarnings(days: SalesDay[]): number[] {
  let minor = 0;
  return days.map((day) => {
    minor += Math.round(day.totalEarnings * 100);
    return minor / 100;
  });
}

function ChartCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" component="figure" aria-labelledby={id} sx={{ m: 0, flex: 1, minWidth: 0 }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography id={id} variant="h6" component="figcaption">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The charts of the dashboard: sales over time and products sold per participant. Its own chunk (React.lazy),
 * so the chart library loads with the dashboards only, never with a store.
 */
export default function DashboardCharts({ days, sellers, currencyCode }: DashboardChartsProps) {
  const top = (sellers ?? [])
    .filter((seller) => seller.totalAmountOfProducts > 0)
    .sort((a, b) => b.totalAmountOfProducts - a.totalAmountOfProducts)
    .slice(0, MAX_BARS);
  const money = (value: number | null) => (value === null ? '' : formatPrice(value, currencyCode));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <ChartCard id="sales-over-time-title" title={DASHBOARD_MSG.salesOverTime}>
        <Box data-testid="sales-over-time-chart" role="img" aria-label={DASHBOARD_MSG.salesOverTime}>
          <LineChart
            height={220}
            margin={{ left: 8, right: 16 }}
            xAxis={[{ scaleType: 'point', data: days.map((day) => day.date.slice(5)) }]}
            yAxis={[{ valueFormatter: money, width: 56 }]}
            series={[
              {
                data: cumulativeEarnings(days),
                label: DASHBOARD_MSG.groupEarnings,
                area: true,
                valueFormatter: money,
                color: '#1f7a5a',
              },
            ]}
            hideLegend
          />
        </Box>
      </ChartCard>
      {sellers === null ? null : (
        <ChartCard id="sales-per-participant-title" title={DASHBOARD_MSG.salesPerParticipant}>
          <Box data-testid="per-seller-chart" role="img" aria-label={DASHBOARD_MSG.salesPerParticipant}>
            <BarChart
              height={Math.max(120, 36 * top.length + 48)}
              layout="horizontal"
              margin={{ left: 8, right: 16 }}
              yAxis={[{ scaleType: 'band', data: top.map((seller) => seller.name), width: 96 }]}
              series={[{ data: top.map((seller) => seller.totalAmountOfProducts), color: '#2f6fb0' }]}
              hideLegend
            />
          </Box>
        </ChartCard>
      )}
    </Stack>
  );
}
