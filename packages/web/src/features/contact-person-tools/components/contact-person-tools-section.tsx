import { groupWithTeam, type DashboardData } from '@fundshop/core';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { lockedNoticeDue } from '../../../lib/session-flag.ts';
import { PRINT_PATH, type SalesListState } from '../print-route.ts';
import { IntroductionQuestionDialog } from './introduction-question-dialog.tsx';
import { GroupSwitch } from './group-switch.tsx';
import { MotivateSellersButton } from './motivate-sellers-dialog.tsx';
import { useT } from '../../../lib/i18n.tsx';

/**
 * The organiser's tools on its dashboard, right above the participants (the app puts them in the dashboard's `tools`
 * slot): 'Motivera försäljarna', the sales list to print, the leaderboard and reminder switches, and the introduction
 * question until it is answered.
 */
export function ContactPersonToolsSection({ data }: { data: DashboardData }) {
  const t = useT();
  const webShopId = data.orderByWebShop.webShopId;
  const salesList: SalesListState = {
    sellers: data.orderDetails.orderSellers.map(({ name, isTeam, productsSold, totalSales }) => ({
      name: isTeam ? t('team.asWhole') : name,
      productsSold,
      totalSales,
    })),
    group: groupWithTeam({
      customerName: data.orderByWebShop.groupName,
      customerClassOrTeam: data.orderByWebShop.classOrTeam,
    }),
    webShopId,
    currencyCode: data.orderSalesInformation.currencyCode,
  };
  return (
    <SectionCard title={t('tools.toolsTitle')}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {t('tools.toolsHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <MotivateSellersButton data={data} />
        <Button variant="outlined" startIcon={<PrintIcon />} component={RouterLink} to={PRINT_PATH} state={salesList}>
          {t('tools.printSalesList')}
        </Button>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Box>
        <GroupSwitch which="leaderboard" webShopId={webShopId} isActive={data.isFriendCompetitionActive} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <GroupSwitch which="reminder" webShopId={webShopId} isActive={data.isSalesReminderActive} />
      </Box>
      <IntroductionQuestionDialog
        webShopId={webShopId}
        answered={data.hasAnsweredIntroductionQuestion}
        waiting={lockedNoticeDue(webShopId, data.orderByWebShop.displayWebShopLockedDialog)}
      />
    </SectionCard>
  );
}
