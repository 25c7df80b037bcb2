import { BENEFIT_SHARE_PERCENT_DEFAULT, MIN_AGE, MIN_PAYOUT_EARNINGS, PRIVACY_PATH } from '@fundshop/core';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { LegalPage, SupportEmailLink, useTextWithLink } from '../components/legal-page.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** /terms: the terms of use that both registration forms ask to accept, in plain words for all three roles. */
export function TermsPage() {
  const t = useT();
  const withLink = useTextWithLink();
  return (
    <LegalPage
      title={t('supporter.footerTerms')}
      intro={withLink('legal.termsIntro', <SupportEmailLink />)}
      sections={[
        {
          heading: t('legal.termsService'),
          paragraphs: [
            t('legal.termsServiceFree'),
            t('legal.termsServiceShare', { percent: BENEFIT_SHARE_PERCENT_DEFAULT }),
          ],
        },
        {
          heading: t('legal.organisers'),
          paragraphs: [
            t('legal.termsOrganiserDuties', { age: MIN_AGE }),
            t('legal.termsOrganiserMoney'),
            t('legal.termsOrganiserPayout', { amount: MIN_PAYOUT_EARNINGS }),
          ],
        },
        { heading: t('legal.participants'), paragraphs: [t('legal.termsParticipants')] },
        {
          heading: t('legal.termsSupporters'),
          paragraphs: [t('legal.termsPrices'), t('legal.termsDelivery'), t('legal.termsRefunds')],
        },
        { heading: t('legal.termsFairUse'), paragraphs: [t('legal.termsFairUseText')] },
        {
          heading: t('legal.termsPersonalData'),
          paragraphs: [
            withLink(
              'legal.termsPersonalDataText',
              <Link component={RouterLink} to={PRIVACY_PATH}>
                {t('legal.termsPrivacyLink')}
              </Link>,
            ),
          ],
        },
        { heading: t('legal.termsChanges'), paragraphs: [withLink('legal.termsChangesText', <SupportEmailLink />)] },
      ]}
      other={{ label: t('supporter.footerPrivacy'), to: PRIVACY_PATH }}
    />
  );
}
