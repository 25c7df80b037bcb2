import { countryOfCurrency, localeFor, type OrderSeller, type SalesDay } from '@fundshop/core';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useFormat, useI18n } from '../../../lib/i18n.tsx';

/** More bars than this do not fit a phone; the participants table lists everyone. */
const MAX_BARS = 10;

export interface DashboardChartsProps {
  days: SalesDay[];
  /** Per-seller bars: the organiser's dashboard only. */
  sellers: OrderSeller[] | null;
  currencyCode: string;
}

/** The UTC day before a YYYY-MM-DD day. */
function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day as the page's locale writes a short day ('Nov 27', '27 nov.'), for the time axis. */
function dayLabel(locale: string): (date: string) => string {
  const short = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (date) => short.format(new Date(`${date}T00:00:00Z`));
}

/**
 * Running total of the group's earnings, one point per day with sales, starting from $0 the day before the first
 * sale: a single day of sales then reads as a rise, not as a lone dot.
 */
function earningsOverTime(days: SalesDay[]): { dates: string[]; totals: number[] } {
  const first = days[0];
  if (!first) return { dates: [], totals: [] };
  let minor = 0;
  const totals = days.map((day) => {
    minor += Math.round(day.totalEarnings * 100);
    return minor / 100;
  });
  return { dates: [dayBefore(first.date), ...days.map((day) => day.date)], totals: [0, ...totals] };
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
  const format = useFormat();
  const { t, language } = useI18n();
  const day = dayLabel(localeFor(language, countryOfCurrency(currencyCode)));
  const top = (sellers ?? [])
    .filter((seller) => seller.totalAmountOfProducts > 0)
    .sort((a, b) => b.totalAmountOfProducts - a.totalAmountOfProducts)
    .slice(0, MAX_BARS);
  const money = (value: number | null) => (value === null ? '' : format.price(value, currencyCode));
  const earnings = earningsOverTime(days);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <ChartCard id="earnings-over-time-title" title={t('dashboard.earningsOverTime')}>
        <Box data-testid="earnings-over-time-chart" role="img" aria-label={t('dashboard.earningsOverTime')}>
          <LineChart
            height={220}
            // Room on the right for the last day's label: the point scale puts it on the edge.
            margin={{ left: 8, right: 28 }}
            sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.2 } }}
            xAxis={[{ scaleType: 'point', data: earnings.dates.map(day) }]}
            yAxis={[{ valueFormatter: money, width: 56 }]}
            series={[
              {
                data: earnings.totals,
                label: t('dashboard.groupEarnings'),
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
        <ChartCard id="sales-per-participant-title" title={t('dashboard.salesPerParticipant')}>
          <Box data-testid="per-seller-chart" role="img" aria-label={t('dashboard.salesPerParticipant')}>
            <BarChart
              height={Math.max(120, 36 * top.length + 48)}
              layout="horizontal"
              margin={{ left: 8, right: 16 }}
              // Products are counted whole: no tick at 0.5.
              xAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => format.number(value, currencyCode) }]}
              yAxis={[{ scaleType: 'band', data: top.map((seller) => seller.name), width: 96 }]}
              series={[
                {
                  data: top.map((seller) => seller.totalAmountOfProducts),
                  valueFormatter: (value) => (value === null ? '' : format.number(value, currencyCode)),
                  color: '#2f6fb0',
                },
              ]}
              hideLegend
            />
          </Box>
        </ChartCard>
      )}
    </Stack>
  );
}
