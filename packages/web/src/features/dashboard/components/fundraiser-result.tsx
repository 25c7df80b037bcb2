import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { DashboardData } from '@fundshop/core';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useFormat, useT } from '../../../lib/i18n.tsx';

/**
 * What the organiser's Start leads with once the fundraiser is over (core's fundraiserEnded): what the group raised,
 * its share and what was paid out, and each participant's part to thank them for (issue 29).
 */
export function FundraiserResult({ data }: { data: DashboardData }) {
  const t = useT();
  const format = useFormat();
  const currency = data.orderSalesInformation.currencyCode;
  const price = (amount: number) => format.price(amount, currency);
  const sellers = data.orderDetails.orderSellers
    .filter((seller) => seller.totalSales > 0)
    .sort((a, b) => b.totalSales - a.totalSales || a.name.localeCompare(b.name));
  return (
    <Card variant="outlined" component="section" aria-labelledby="result-title" data-testid="fundraiser-result">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography
          id="result-title"
          variant="h5"
          component="h2"
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <EmojiEventsIcon sx={{ color: '#C9A227' }} aria-hidden />
          {t('result.title', { sold: price(data.orderSalesInformation.totalSales) })}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {t('result.paidOut', {
            share: price(data.orderSalesInformation.totalEarnings),
            paidOut: price(data.payoutOverview?.paidOut ?? 0),
          })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {sellers.length > 0 ? t('result.thanks') : t('result.nothingSold')}
        </Typography>
        {sellers.length > 0 ? (
          <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }}>
            {sellers.map((seller) => (
              <li key={seller.sellerId}>
                <Typography>
                  {t('result.participant', { name: seller.name, sold: price(seller.totalSales) })}
                </Typography>
              </li>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
