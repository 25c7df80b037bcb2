import type { OrderTaxSummary } from '@fundshop/core';
import { Box, Typography } from '@mui/material';
import { useFormat, useT } from '../../lib/i18n.tsx';

function Row({ label, amount, strong, testId }: { label: string; amount: string; strong?: boolean; testId?: string }) {
  const weight = strong ? 700 : 400;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography sx={{ fontWeight: weight }} color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: weight, whiteSpace: 'nowrap' }} data-testid={testId}>
        {amount}
      </Typography>
    </Box>
  );
}

/**
 * An order's money as the payment page and the confirmation show it (docs/decisions/0063). Where tax is added (US,
 * CA): the subtotal, the tax by its label ('HST 13%') and the total, so the buyer sees what is added before paying.
 * Where prices hold it (GB, AU, NZ): the total and the tax it includes. An inclusive order without tax (placed before
 * taxes were charged) shows its total alone.
 */
export function TaxSummary({ tax, currencyCode }: { tax: OrderTaxSummary; currencyCode: string }) {
  const format = useFormat();
  const t = useT();
  const price = (amount: number) => format.price(amount, currencyCode);
  const label = tax.taxLabel || t('taxSummary.tax');
  const total = <Row label={t('supporter.total')} amount={price(tax.totalAmount)} strong testId="order-total" />;
  if (tax.taxBehaviour === 'exclusive') {
    return (
      <Box data-testid="tax-summary">
        <Row label={t('taxSummary.net')} amount={price(tax.netAmount)} />
        <Row label={label} amount={price(tax.taxAmount)} testId="order-tax" />
        {total}
      </Box>
    );
  }
  return (
    <Box data-testid="tax-summary">
      {total}
      {tax.taxLabel === '' && tax.taxAmount === 0 ? null : (
        <Row label={t('taxSummary.included', { tax: label })} amount={price(tax.taxAmount)} testId="order-tax" />
      )}
    </Box>
  );
}
