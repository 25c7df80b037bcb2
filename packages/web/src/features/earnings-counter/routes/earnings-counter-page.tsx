import { EARNINGS_COUNTER, estimatedEarnings } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFormat, useT } from '../../../lib/i18n.tsx';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { CountSlider } from '../components/count-slider.tsx';

/** /earnings-counter: what a group can earn (SPEC §2, §9: members x items x 11). Embeddable, so no top bar. */
export function EarningsCounterPage() {
  const t = useT();
  const format = useFormat();
  useDocumentTitle(t('earnings.title'));
  const [members, setMembers] = useState<number>(EARNINGS_COUNTER.defaultMembers);
  const [items, setItems] = useState<number>(EARNINGS_COUNTER.defaultItems);

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 560, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {t('earnings.title')}
        </Typography>
        <Stack spacing={3}>
          <CountSlider label={t('earnings.groupSize')} value={members} onChange={setMembers} />
          <CountSlider label={t('earnings.itemsPerMember')} value={items} onChange={setItems} />
        </Stack>
        <Box
          sx={{
            mt: 4,
            p: 2,
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            textAlign: 'center',
          }}
        >
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="earnings-result">
            {/* The number after SPEC's dollar sign, grouped as every other page writes money ('$3,300'). */}
            {t('earnings.youWillEarn', { amount: format.number(estimatedEarnings(members, items), 'USD') })}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
