import FavoriteIcon from '@mui/icons-material/Favorite';
import { groupInTitle, groupWithTeam, type TeamPageResponse } from '@fundshop/core';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useErrorText, useT } from '../../../lib/i18n.tsx';
import { useGenericErrorMessage } from '../../../lib/public-config.ts';
import { useTeam } from '../api/get-team.ts';
import { ParticipantList } from '../components/participant-list.tsx';
import { SupportDialog } from '../components/support-dialog.tsx';
import { TeamProgress } from '../components/team-progress.tsx';
import { GroupMessage } from '../../../components/group-message.tsx';

const MAX_ID = 2_147_483_647;

function parseWebShopId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : null;
}

function Column({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 1.5, sm: 3 }, pt: { xs: 2, sm: 4 }, pb: 4 }}>{children}</Box>;
}

/** /team/{webShopId}: the group, its message and progress, and its participants, each leading to its store. */
export function TeamPage() {
  const t = useT();
  const errorText = useErrorText();
  const genericError = useGenericErrorMessage();
  const webShopId = parseWebShopId(useParams().webShopId);
  const team = useTeam(webShopId ?? 0, webShopId !== null);
  const status = team.error instanceof ApiRequestError ? team.error.status : null;
  const refused = status === 400 || status === 404;
  useDocumentTitle(
    team.data
      ? t('store.fundraiserFor', { name: groupInTitle(team.data) })
      : webShopId === null || refused
        ? t('page.shopNotFound')
        : t('team.loading'),
  );

  let content: ReactNode;
  if (webShopId === null || status === 400) {
    content = <Notice>{t('checkout.shopNotFound')}</Notice>;
  } else if (refused) {
    // The server's SPEC text: no such shop, or its onboarding not finished.
    content = <Notice>{errorText(team.error?.message)}</Notice>;
  } else if (team.isPending) {
    content = (
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
        <CircularProgress aria-hidden="true" />
        <Typography color="text.secondary">{t('team.loading')}</Typography>
      </Box>
    );
  } else if (team.isError) {
    content = (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" onClick={() => void team.refetch()}>
            {t('team.tryAgain')}
          </Button>
        }
      >
        {genericError}
      </Alert>
    );
  } else {
    content = <Team team={team.data} />;
  }
  return <Column>{content}</Column>;
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Alert severity="info" role="status" sx={{ mt: 2, fontSize: '1rem' }}>
      {children}
    </Alert>
  );
}

function Team({ team }: { team: TeamPageResponse }) {
  const t = useT();
  const [choosing, setChoosing] = useState(false);
  const group = groupWithTeam(team);
  const canSupport = !team.isWebShopLocked && team.participants.length > 0;
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' }, lineHeight: 1.2, overflowWrap: 'anywhere' }}
        >
          {t('store.fundraiserFor', { name: group })}
        </Typography>
        {team.commentToCustomers ? <GroupMessage text={team.commentToCustomers} /> : null}
        <Typography sx={{ mt: 2.5, fontWeight: 600, color: 'primary.dark' }}>
          {t('store.benefits', { name: group })}
        </Typography>
        <TeamProgress sold={team.totalSales} goal={team.goal} currencyCode={team.currencyCode} />
        {team.isWebShopLocked ? (
          <Notice>{t('checkout.shopLocked')}</Notice>
        ) : canSupport ? (
          <Button
            variant="contained"
            size="large"
            startIcon={<FavoriteIcon />}
            onClick={() => setChoosing(true)}
            sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
          >
            {t('team.supportTheTeam')}
          </Button>
        ) : null}
      </Paper>

      <Typography variant="h5" component="h2" sx={{ mt: { xs: 3, sm: 4 }, mb: 1 }}>
        {t('team.participants', { count: team.participants.length })}
      </Typography>
      {team.participants.length > 0 ? (
        <Paper variant="outlined" sx={{ p: 1 }}>
          <ParticipantList participants={team.participants} />
        </Paper>
      ) : (
        <Typography color="text.secondary">{t('team.noParticipants')}</Typography>
      )}
      {canSupport ? (
        <SupportDialog
          open={choosing}
          onClose={() => setChoosing(false)}
          participants={team.participants}
          webShopId={team.webShopId}
        />
      ) : null}
    </>
  );
}
