import { marketTaxOf, TAX_TYPE_NAMES } from '@fundshop/core';
import { Typography, type SxProps, type Theme } from '@mui/material';
import { useT } from '../../lib/i18n.tsx';

/**
 * What a price says of tax in the group's market (docs/decisions/0063): 'incl. GST' where prices hold it (GB, AU,
 * NZ), '+ tax' where it is added at checkout (US, CA); undefined for a currency of no market.
 */
export function usePriceTaxNote(currencyCode: string): string | undefined {
  const t = useT();
  const market = marketTaxOf(currencyCode);
  if (!market) return undefined;
  return market.behaviour === 'inclusive'
    ? t('store.taxIncluded', { tax: TAX_TYPE_NAMES[market.taxType] })
    : t('store.taxAdded');
}

/** The note as a small line beside or under a price. */
export function PriceTaxNote({ currencyCode, sx }: { currencyCode: string; sx?: SxProps<Theme> }) {
  const note = usePriceTaxNote(currencyCode);
  if (note === undefined) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={sx} data-testid="price-tax-note">
      {note}
    </Typography>
  );
}
