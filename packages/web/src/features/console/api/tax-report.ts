import { taxReport, type TaxPeriod } from '@fundshop/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleKeys } from '../query-keys.ts';
import { consoleDownload, consoleRequest } from './client.ts';

export interface TaxReportRange {
  period: TaxPeriod;
  from: string;
  to: string;
}

/** GET /api/operator/tax-report: the range's lines and totals; the last answer stays while the next one loads. */
export function useTaxReport(range: TaxReportRange) {
  return useQuery({
    queryKey: consoleKeys.taxReport(range),
    queryFn: ({ signal }) =>
      consoleRequest('/api/operator/tax-report', { query: { ...range }, schema: taxReport, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/operator/tax-report.csv for the same range, saved as the file the server names. */
export const downloadTaxReportCsv = (range: TaxReportRange) =>
  consoleDownload('/api/operator/tax-report.csv', { ...range });
