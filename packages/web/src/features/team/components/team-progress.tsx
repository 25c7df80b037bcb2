import { goalProgressPercent } from '@fundshop/core';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useFormat, useT } from '../../../lib/i18n.tsx';

/**
 * The group's progress: what it sold of its goal (SPEC §9: capped at 100%, a bar only when there is a goal); without
 * a goal, what it sold so far.
 */
export function TeamProgress({ sold, goal, currencyCode }: { sold: number; goal: number; currencyCode: string }) {
  const t = useT();
  const format = useFormat();
  const percent = goalProgressPercent(sold, goal);
  const price = (amount: number) => format.price(amount, currencyCode);
  if (percent === null) {
    return sold > 0 ? (
      <Typography sx={{ mt: 2, fontWeight: 600 }}>{t('team.raisedNoGoal', { sold: price(sold) })}</Typography>
    ) : null;
  }
  const percentText = t('store.percent', { percent: format.number(Math.floor(percent)) });
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 0.75, gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {sold > 0 ? t('store.raised', { sold: price(sold), goal: price(goal) }) : t('checkout.beFirstToSupport')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {sold > 0 ? percentText : t('store.goal', { goal: price(goal) })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('team.groupGoal')}
        aria-valuetext={`${t('store.raised', { sold: price(sold), goal: price(goal) })} (${percentText})`}
        sx={{ height: 10, borderRadius: 5, bgcolor: 'rgba(31, 122, 90, 0.12)' }}
      />
    </Box>
  );
}
