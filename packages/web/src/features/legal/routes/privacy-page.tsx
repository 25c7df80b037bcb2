import { BENEFIT_SHARE_PERCENT_DEFAULT, MY_DATA_PATH, TERMS_PATH } from '@fundshop/core';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useRetention } from '../../../lib/public-config.ts';
import { useT } from '../../../lib/i18n.tsx';
import { LegalPage, SupportEmailLink, useTextWithLink } from '../components/legal-page.tsx';

/**
 * /privacy: what Fundshop keeps about organisers, participants and supporters, why, for how long and whom to ask.
 * The periods are the ones the server enforces (sessions 30 days, abandoned checkouts cleared after 24 hours,
 * rate-limit records after a day, and the retention periods of the server's configuration, docs/decisions/0040); what
 * sellers see of supporters and the children's rules are decisions 0036-0038.
 */
export function PrivacyPage() {
  const retention = useRetention();
  const t = useT();
  const withLink = useTextWithLink();
  return (
    <LegalPage
      title={t('supporter.footerPrivacy')}
      intro={withLink('legal.privacyIntro', <SupportEmailLink />)}
      sections={[
        {
          heading: t('legal.organisers'),
          paragraphs: [t('legal.privacyOrganisersKept'), t('legal.privacyOrganisersUse')],
        },
        {
          heading: t('legal.participants'),
          paragraphs: [t('legal.privacyParticipantsKept'), t('privacyPeople.participantsShown')],
        },
        {
          heading: t('privacyPeople.childrenHeading'),
          paragraphs: [t('privacyPeople.childrenKept'), t('privacyPeople.childrenConsent')],
        },
        {
          heading: t('legal.supporters'),
          paragraphs: [
            t('legal.privacySupportersKept'),
            t('legal.privacySupportersShown', { percent: BENEFIT_SHARE_PERCENT_DEFAULT }),
          ],
        },
        {
          heading: t('legal.privacyHowLong'),
          paragraphs: [
            t('legal.privacyCheckouts'),
            t('legal.privacyRetentionSupporters', { days: retention.supporterDays }),
            t('legal.privacyRetentionParticipants', { days: retention.participantDays }),
            t('legal.privacyBookkeeping'),
            t('legal.privacySessions'),
          ],
        },
        { heading: t('legal.privacyProcessors'), paragraphs: [t('legal.privacyProcessorsText')] },
        { heading: t('legal.privacyBrowser'), paragraphs: [t('legal.privacyBrowserText')] },
        {
          heading: t('legal.privacyRights'),
          paragraphs: [
            withLink('legal.privacyRightsText', <SupportEmailLink />),
            <>
              {t('personalData.retentionSelf')}{' '}
              <Link component={RouterLink} to={MY_DATA_PATH}>
                {t('personalData.requestTitle')}
              </Link>
            </>,
          ],
        },
      ]}
      other={{ label: t('supporter.footerTerms'), to: TERMS_PATH }}
    />
  );
}
