import { hasTrophy, type FriendCompetitor } from '@fundshop/core';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Box, Typography } from '@mui/material';
import { SectionCard } from '../../../components/section-card.tsx';
import { useFormat, useT } from '../../../lib/i18n.tsx';

const MEDAL = ['#C9A227', '#9E9E9E', '#B26A3B'];

/**
 * The friend competition: participants with sales ranked by products sold, first names only (SPEC §3
 * friendCompetitors; who is ranked and who gets a trophy is core's leaderboardOf). A seller not on it yet is told how
 * to get there.
 */
export function Leaderboard({ competitors, forSeller }: { competitors: FriendCompetitor[]; forSeller: boolean }) {
  const t = useT();
  const format = useFormat();
  const ownRowShown = competitors.some((competitor) => competitor.isCurrentSeller);
  return (
    <SectionCard title={t('dashboard.leaderboard')}>
      {competitors.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('dashboard.leaderboardEmpty')}
        </Typography>
      ) : null}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {competitors.map((competitor, index) => (
          <Box
            component="li"
            key={index}
            aria-current={competitor.isCurrentSeller ? 'true' : undefined}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              py: 0.75,
              px: 1,
              borderRadius: 1,
              bgcolor: competitor.isCurrentSeller ? 'action.selected' : undefined,
            }}
          >
            <Typography sx={{ width: 28, fontWeight: 700, textAlign: 'right' }}>{`${competitor.position}.`}</Typography>
            {hasTrophy(competitor.position) ? (
              <EmojiEventsIcon sx={{ color: MEDAL[competitor.position - 1] }} aria-hidden />
            ) : (
              <Box sx={{ width: 24 }} />
            )}
            <Typography sx={{ flex: 1, minWidth: 0, fontWeight: competitor.isCurrentSeller ? 700 : 400 }}>
              {competitor.name}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{format.number(competitor.totalAmountOfProducts)}</Typography>
          </Box>
        ))}
      </Box>
      {forSeller && competitors.length > 0 && !ownRowShown ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('dashboard.leaderboardJoin')}
        </Typography>
      ) : null}
    </SectionCard>
  );
}
