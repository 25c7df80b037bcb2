import { goalProgressPercent } from '@fundshop/core';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useFormat, useT } from '../../../lib/i18n.tsx';

/** SPEC §2/§9 goal progress: sold of goal, capped at 100%, only when there is a goal. */
export function SalesProgress({ sold, goal, currencyCode }: { sold: number; goal: number; currencyCode: string }) {
  const format = useFormat();
  const t = useT();
  const percent = goalProgressPercent(sold, goal);
  if (percent === null) return null;
  const label = t('dashboard.goalProgress', {
    raised: format.price(sold, currencyCode),
    goal: format.price(goal, currencyCode),
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 0.75, gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {sold > 0
            ? t('store.raised', { sold: format.price(sold, currencyCode), goal: format.price(goal, currencyCode) })
            : t('checkout.beFirstToSupport')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {sold > 0
            ? t('store.percent', { percent: format.number(Math.floor(percent)) })
            : t('store.goal', { goal: format.price(goal, currencyCode) })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('store.salesGoal')}
        aria-valuetext={`${label} (${t('store.percent', { percent: format.number(Math.floor(percent)) })})`}
        sx={{ height: 10, borderRadius: 5, bgcolor: 'rgba(31, 122, 90, 0.12)' }}
      />
    </Box>
  );
}
