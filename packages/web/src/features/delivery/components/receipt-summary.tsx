import type { Receipt } from '@fundshop/core';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { Box, Button, Typography } from '@mui/material';
import { useFormat, useT } from '../../../lib/i18n.tsx';
import { focusRing } from './focus-ring.ts';

/** A label and its value on one line of the receipt; the value at the right, wrapping under it on a narrow phone. */
function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box
      component="div"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, py: 0.25 }}
    >
      <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The order's receipt on the my-books page (docs/decisions/0061), as the receipt mail and the PDF show it: its number,
 * net, tax with its label and total, and who sold with its tax registration; the PDF to download or print.
 */
export function ReceiptSummary({ receipt, receiptUrl }: { receipt: Receipt; receiptUrl: string }) {
  const t = useT();
  const format = useFormat();
  const price = (amount: number) => format.price(amount, receipt.currencyCode);
  const { merchant, summary } = receipt;
  return (
    <Box
      component="section"
      aria-labelledby="receipt-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id="receipt-title" component="h2" variant="h6" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('receipt.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Line label={t('receipt.number')} value={receipt.receiptNumber} />
        <Line label={t('receipt.date')} value={format.date(receipt.issuedAt, receipt.currencyCode)} />
        <Line label={t('receipt.net')} value={price(summary.netAmount)} />
        <Line label={summary.taxLabel || t('receipt.tax')} value={price(summary.taxAmount)} />
        <Line label={t('supporter.total')} value={price(summary.totalAmount)} strong />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {`${t('receipt.soldBy')}: ${merchant.legalName}, ${merchant.address}`}
        {merchant.registrationNumber ? ` · ${merchant.registrationName} ${merchant.registrationNumber}` : ''}
      </Typography>
      <Button
        component="a"
        href={receiptUrl}
        variant="outlined"
        startIcon={<ReceiptIcon />}
        sx={{ mt: 1.5, minHeight: 44, ...focusRing }}
      >
        {t('receipt.download')}
      </Button>
    </Box>
  );
}
