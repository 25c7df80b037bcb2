import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { localeFor } from '@fundshop/core';
import { Alert, Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFailedLogins } from '../../../lib/failed-logins.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useContactPersonSession } from '../../../lib/storage.ts';
import { useGreeting } from '../../../lib/use-greeting.ts';
import { PaymentsCard } from '../components/payments-card.tsx';
import { RegisterParticipants } from '../components/register-participants.tsx';
import { TeamLinkCard } from '../components/team-link-card.tsx';

/**
 * /contactperson/start: greeting, Login ID, the three ways to register participants, the way to the group's
 * details, then the dashboard (another feature's; the app hands it in). Once the fundraiser is over (`result`, which
 * the app hands in too), the page leads with its result and the ways to register participants give way.
 */
export function StartPage({
  dashboard,
  result,
}: { dashboard?: (webShopId: number) => ReactNode; result?: ReactNode } = {}) {
  const { t, language } = useI18n();
  const session = useContactPersonSession();
  const hello = useGreeting();
  const { failed, dismiss } = useFailedLogins();
  if (!session) return null;

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {`${hello} ${session.firstName}!`.replace(' !', '!')}
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('organiser.loginId', { id: session.webShopId })}
      </Typography>
      {failed ? (
        <Alert severity="warning" onClose={dismiss} sx={{ mt: 2 }} data-testid="failed-logins">
          {t('organiser.failedLogins', {
            count: failed.count,
            lastAt: new Date(failed.lastAt).toLocaleString(localeFor(language)),
          })}
        </Alert>
      ) : null}

      {/* A Stack, not margins: the payments card is gone once the setup is finished and leaves no gap. */}
      <Stack spacing={2} sx={{ mt: 3 }}>
        {result ?? (
          <>
            {/* The payment account is the organiser's in person (docs/decisions/0035). */}
            {session.isCoOrganiser ? null : <PaymentsCard webShopId={session.webShopId} />}
            <RegisterParticipants webShopId={session.webShopId} sellerRegistrationKey={session.sellerRegistrationKey} />
            <TeamLinkCard webShopId={session.webShopId} />
          </>
        )}
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <LinkCard
          title={t('organiser.participantsTitle')}
          text={t('organiser.participantsText')}
          to={`/contactperson/seller-list/${session.webShopId}`}
        />
        <LinkCard title={t('organiser.profileTitle')} text={t('organiser.profileText')} to="/contactperson/details" />
      </Stack>
      {dashboard?.(session.webShopId)}
    </Box>
  );
}

/** A card of the Start page leading to another page; its title names the link too. */
function LinkCard({ title, text, to }: { title: string; text: string; to: string }) {
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {text}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={to} endIcon={<ChevronRightIcon />}>
          {title}
        </Button>
      </CardActions>
    </Card>
  );
}
