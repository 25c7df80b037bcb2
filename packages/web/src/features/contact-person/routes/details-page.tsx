import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import { YourDataCard } from '../../../components/personal-data/your-data-card.tsx';
import { PageCard } from '../../../components/page-card.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useContactPersonSession } from '../../../lib/storage.ts';
import { useGroupSettings } from '../api/group-settings.ts';
import { useWebshopDetails } from '../api/get-webshop-details.ts';
import { CoOrganisersCard } from '../components/co-organisers-card.tsx';
import { DetailsForm } from '../components/details-form.tsx';
import { GroupSettingsForm } from '../components/group-settings-form.tsx';

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

function DetailsLoader({ webShopId }: { webShopId: number }) {
  const t = useT();
  const details = useWebshopDetails(webShopId);
  if (details.isPending) return <Loading label={t('organiser.loadingDetails')} />;
  if (details.isError) return <Alert severity="error">{errorText(details.error)}</Alert>;
  return <DetailsForm webShopId={webShopId} details={details.data} />;
}

function SettingsLoader({ webShopId, withMessage }: { webShopId: number; withMessage: boolean }) {
  const t = useT();
  const settings = useGroupSettings(webShopId);
  if (settings.isPending) return <Loading label={t('organiser.loadingSettings')} />;
  if (settings.isError) return <Alert severity="error">{errorText(settings.error)}</Alert>;
  return <GroupSettingsForm webShopId={webShopId} settings={settings.data} withMessage={withMessage} />;
}

/**
 * /contactperson/details ('Profile'): the organiser's details (SPEC), then the group's settings and the co-organisers
 * (issue 27). A co-organiser sees the settings only: the profile and the co-organisers are the organiser's in person
 * (docs/decisions/0035).
 */
export function DetailsPage() {
  const t = useT();
  useDocumentTitle(t('organiser.pageDetails'));
  const session = useContactPersonSession();
  const coOrganiser = session?.isCoOrganiser ?? false;
  return (
    <PageCard title={coOrganiser ? t('groupSettings.title') : t('organiser.profileTitle')} maxWidth={760}>
      {session ? (
        <Stack spacing={3}>
          {coOrganiser ? (
            <SettingsLoader webShopId={session.webShopId} withMessage />
          ) : (
            <>
              <DetailsLoader webShopId={session.webShopId} />
              <SectionCard title={t('groupSettings.title')}>
                <Box sx={{ mt: 2 }}>
                  <SettingsLoader webShopId={session.webShopId} withMessage={false} />
                </Box>
              </SectionCard>
              <SectionCard title={t('coOrganiser.title')}>
                <Box sx={{ mt: 2 }}>
                  <CoOrganisersCard webShopId={session.webShopId} />
                </Box>
              </SectionCard>
              <YourDataCard auth="contact-person" />
            </>
          )}
        </Stack>
      ) : null}
    </PageCard>
  );
}
