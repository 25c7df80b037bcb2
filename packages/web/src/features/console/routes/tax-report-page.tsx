import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatRate,
  recentPeriods,
  TAX_TYPE_NAMES,
  type TaxPeriod,
  type TaxReportRow,
  type TaxReportTotal,
} from '@fundshop/core';
import { useState } from 'react';
import { downloadTaxReportCsv, useTaxReport, type TaxReportRange } from '../api/tax-report.ts';
import { ChoiceToggle } from '../components/choice-toggle.tsx';
import { moneyColumn } from '../components/columns.ts';
import { DataTable } from '../components/data-table.tsx';
import { Facts } from '../components/facts.tsx';
import { money } from '../components/format.ts';
import { QueryState } from '../components/query-state.tsx';

/** How far back the pickers reach: three years. */
const OFFERED: Record<TaxPeriod, number> = { month: 36, quarter: 12 };
/** What a report shows first: the last four quarters, or the last twelve months. */
const SHOWN_FIRST: Record<TaxPeriod, number> = { month: 12, quarter: 4 };

function rangeOf(period: TaxPeriod): TaxReportRange {
  const periods = recentPeriods(new Date(), period, SHOWN_FIRST[period]);
  return { period, from: periods.at(-1)!, to: periods[0]! };
}

const rowId = (r: TaxReportRow) => `${r.period} ${r.currencyCode} ${r.jurisdiction} ${r.taxType} ${r.ratePpm}`;

const columns: GridColDef<TaxReportRow>[] = [
  { field: 'period', headerName: 'Period', width: 90 },
  { field: 'jurisdiction', headerName: 'Jurisdiction', width: 110 },
  {
    field: 'taxType',
    headerName: 'Tax',
    width: 130,
    valueGetter: (_value, row) => `${TAX_TYPE_NAMES[row.taxType]} ${formatRate(row.ratePpm)}`,
  },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 80 },
  moneyColumn('salesTaxable', 'Taxable sales', (r) => r.currencyCode, 130),
  moneyColumn('salesTax', 'Tax on sales', (r) => r.currencyCode, 120),
  moneyColumn('returnsTaxable', 'Taxable returned', (r) => r.currencyCode, 140),
  moneyColumn('returnsTax', 'Tax returned', (r) => r.currencyCode, 120),
  moneyColumn('netTaxable', 'Net taxable', (r) => r.currencyCode, 130),
  moneyColumn('netTax', 'Net tax', (r) => r.currencyCode, 120),
];

const totalOf = (t: TaxReportTotal) =>
  `${money(t.netTax, t.currencyCode)} (${money(t.salesTax, t.currencyCode)} on sales, ${money(t.returnsTax, t.currencyCode)} returned)`;

/**
 * The tax collected by period, jurisdiction and kind, net of refunds and lost disputes (docs/decisions/0062), and
 * the same lines as CSV.
 */
export function TaxReportPage() {
  const [range, setRange] = useState(() => rangeOf('quarter'));
  const [exportError, setExportError] = useState<string | null>(null);
  const report = useTaxReport(range);
  const offered = recentPeriods(new Date(), range.period, OFFERED[range.period]);
  // A range never runs backwards: From offers what is not after To, To what is not before From (labels sort as text).
  const picker = (field: 'from' | 'to', label: string) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={range[field]}
      onChange={(event) => setRange((r) => ({ ...r, [field]: event.target.value }))}
    >
      {offered
        .filter((p) => (field === 'from' ? p <= range.to : p >= range.from))
        .map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
    </TextField>
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          Tax report
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={async () => {
            setExportError(null);
            await downloadTaxReportCsv(range).catch((error: Error) => setExportError(error.message));
          }}
        >
          Export as CSV
        </Button>
      </Stack>
      {exportError ? <Alert severity="error">{exportError}</Alert> : null}
      <Grid container spacing={1.5} component="form" aria-label="Period" onSubmit={(event) => event.preventDefault()}>
        <Grid size={{ xs: 12, md: 'auto' }}>
          <ChoiceToggle
            label="Periods"
            value={range.period}
            onChange={(period) => setRange(rangeOf(period))}
            options={[
              { value: 'quarter', label: 'Quarters' },
              { value: 'month', label: 'Months' },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>{picker('from', 'From')}</Grid>
        <Grid size={{ xs: 6, md: 2 }}>{picker('to', 'To')}</Grid>
      </Grid>
      <Alert severity="info">
        A sale counts in the period it was paid; a refund or lost dispute takes its share of the order&apos;s tax off in
        the period the money went back. Periods are UTC. Orders placed before taxes were charged are left out.
      </Alert>
      <QueryState query={report}>
        {({ rows, totals }) => (
          <>
            {totals.length > 0 ? (
              <Facts items={totals.map((t): [string, string] => [`Net tax, ${t.currencyCode}`, totalOf(t)])} />
            ) : (
              <Typography color="text.secondary">No tax was collected or returned in these periods.</Typography>
            )}
            <DataTable label="Tax report" rows={rows} columns={columns} getRowId={rowId} loading={report.isFetching} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
