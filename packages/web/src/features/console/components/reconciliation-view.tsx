import { Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { Reconciliation } from '@fundshop/core';
import { money } from './format.ts';

/** The group's money as four steps whose lines add up, then what a payout may pay and what the group owes. */
export function ReconciliationView({ reconciliation }: { reconciliation: Reconciliation }) {
  const { currencyCode } = reconciliation;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          color={reconciliation.addsUp ? 'success' : 'error'}
          label={reconciliation.addsUp ? 'Adds up' : 'Does not add up'}
          size="small"
        />
        <Typography variant="body2">
          Payable now <strong>{money(reconciliation.availableNow, currencyCode)}</strong> · The group owes{' '}
          <strong>{money(reconciliation.owedByGroup, currencyCode)}</strong>
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        {reconciliation.sections.map((section) => (
          <Table key={section.title} size="small" aria-label={section.title} sx={{ flex: 1 }}>
            <TableBody>
              <TableRow>
                <TableCell component="th" colSpan={2} sx={{ fontWeight: 700 }}>
                  {section.title}
                </TableCell>
              </TableRow>
              {section.lines.map((line) => (
                <TableRow key={line.label}>
                  <TableCell>{line.label}</TableCell>
                  <TableCell align="right">{money(line.amount, currencyCode)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{section.total.label}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {money(section.total.amount, currencyCode)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        ))}
      </Stack>
    </Stack>
  );
}
