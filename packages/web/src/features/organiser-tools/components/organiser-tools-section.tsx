import { TOOLS_MSG, type DashboardData } from '@fundshop/core';
import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import { IntroductionQuestionDialog } from './introduction-question-dialog.tsx';
import { LeaderboardSwitch } from './leaderboard-switch.tsx';
import { MotivateSellersButton } from './motivate-sellers-dialog.tsx';

/**
 * The organiser's tools on its dashboard (the app puts them in the dashboard's `tools` slot): 'Motivera
 * försäljarna', the leaderboard switch, and the introduction question until it is answered.
 */
export function OrganiserToolsSection({ data }: { data: DashboardData }) {
  const webShopId = data.orderByWebShop.webShopId;
  return (
    <Card variant="outlined" component="section" aria-labelledby="organiser-tools-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="organiser-tools-title" variant="h6" component="h2">
          {TOOLS_MSG.toolsTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
          {TOOLS_MSG.toolsHint}
        </Typography>
        <MotivateSellersButton webShopId={webShopId} />
        <Divider sx={{ my: 2 }} />
        <Box>
          <LeaderboardSwitch webShopId={webShopId} isActive={data.isFriendCompetitionActive} />
        </Box>
      </CardContent>
      <IntroductionQuestionDialog webShopId={webShopId} answered={data.hasAnsweredIntroductionQuestion} />
    </Card>
  );
}
