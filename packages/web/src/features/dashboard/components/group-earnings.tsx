import { goalProgressPercent, type OrderSalesInformation } from '@fundshop/core';
import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useFormat, useT } from '../../../lib/i18n.tsx';

/**
 * Group earnings (the group's share) as a large figure in the group's currency, the goal's progress by what the group
 * sold, and the group's products sold (both roles; each figure says whose it is, docs/decisions/0049).
 */
export function GroupEarnings({ sales }: { sales: OrderSalesInformation }) {
  const format = useFormat();
  const t = useT();
  const { currencyCode } = sales;
  const percent = goalProgressPercent(sales.totalSales, sales.goal);
  const sold = format.price(sales.totalSales, currencyCode);
  const progressLabel = t('dashboard.groupGoalProgress', { sold, goal: format.price(sales.goal, currencyCode) });
  const percentText = percent === null ? '' : t('board.percent', { percent: Math.floor(percent) });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Card variant="outlined" component="section" aria-labelledby="group-earnings-title" sx={{ flex: 2 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="group-earnings-title" variant="overline" component="h2" color="text.secondary">
            {t('dashboard.groupEarnings')}
          </Typography>
          <Typography
            data-testid="group-earnings"
            sx={{ fontSize: { xs: '2.5rem', sm: '3rem' }, fontWeight: 700, lineHeight: 1.1, color: 'primary.main' }}
          >
            {format.price(sales.totalEarnings, currencyCode)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="group-sold">
            {t('dashboard.groupShareOfSold', { sold })}
          </Typography>
          {percent === null ? null : (
            <Box sx={{ mt: 2 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {progressLabel}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {percentText}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={t('dashboard.goal')}
                aria-valuetext={`${progressLabel} (${percentText})`}
                sx={{ height: 10, borderRadius: 5 }}
              />
            </Box>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="products-sold-title" sx={{ flex: 1 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="products-sold-title" variant="overline" component="h2" color="text.secondary">
            {t('dashboard.groupProductsSold')}
          </Typography>
          <Typography data-testid="products-sold" sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.1 }}>
            {format.number(sales.totalAmountOfProducts, currencyCode)}
          </Typography>
          {sales.nextBonusThreshold === null ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('dashboard.nextBonus', {
                left: format.number(sales.leftUntilNextBonus, currencyCode),
                threshold: format.number(sales.nextBonusThreshold, currencyCode),
              })}
            </Typography>
          )}
          {sales.productsSold.length > 0 ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
              {sales.productsSold.map((product) => (
                <Box
                  component="li"
                  key={product.webShopProductId}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}
                >
                  <Typography variant="body2" sx={{ minWidth: 0 }}>
                    {product.productName}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {format.number(product.amount, currencyCode)}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : null}
        </CardContent>
      </Card>
    </Stack>
  );
}
