import { CHECKOUT_MSG, formatPrice, salesProgressPercent } from '@fundshop/core';
import { Box, LinearProgress, Typography } from '@mui/material';

/** SPEC §2/§9 goal progress: sold of goal, capped at 100%, only when there is a goal. */
export function SalesProgress({ sold, goal, currencyCode }: { sold: number; goal: number; currencyCode: string }) {
  const percent = salesProgressPercent(sold, goal);
  if (percent === null) return null;
  const label = `${formatPrice(sold, currencyCode)} of ${formatPrice(goal, currencyCode)}`;
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 0.75, gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {sold > 0 ? `${label} raised` : CHECKOUT_MSG.beFirstToSupport}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {sold > 0 ? `${Math.floor(percent)}%` : `Goal ${formatPrice(goal, currencyCode)}`}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Sales goal"
        aria-valuetext={`${label} (${Math.floor(percent)}%)`}
        sx={{ height: 10, borderRadius: 5, bgcolor: 'rgba(31, 122, 90, 0.12)' }}
      />
    </Box>
  );
}
