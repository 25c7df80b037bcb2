import {
  BENEFIT_SHARE_PERCENT_DEFAULT,
  MY_DATA_PATH,
  PAGE_META,
  PERSONAL_DATA_MSG,
  PRIVACY_PEOPLE_MSG,
  TERMS_PATH,
} from '@fundshop/core';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useRetention } from '../../../lib/public-config.ts';
import { useT } from '../../../lib/i18n.tsx';
import { LegalPage, SupportEmailLink } from '../components/legal-page.tsx';

/**
 * /privacy: what Fundshop keeps about organisers, participants and supporters, why, for how long and whom to ask.
 * The periods are the ones the server enforces (sessions 30 days, abandoned checkouts cleared after 24 hours,
 * rate-limit records after a day, and the retention periods of the server's configuration, docs/decisions/0040); what
 * sellers see of supporters and the children's rules are decisions 0036-0038.
 */
export function PrivacyPage() {
  const retention = useRetention();
  const t = useT();
  return (
    <LegalPage
      title={PAGE_META.privacy.title}
      updated="Last updated: November 2026"
      intro={
        <>
          This policy explains which personal data Fundshop keeps, why, for how long and who sees it. Fundshop is the
          controller of this data. Questions, or a request to see, correct or delete your data: <SupportEmailLink />.
        </>
      }
      sections={[
        {
          heading: 'Organisers',
          paragraphs: [
            "When you register a group we keep the group's name, country, size, goal and message to supporters, and your first and last name, email address and phone number. Your password is stored only as a one-way hash.",
            'We use them to run your webshop, send your login details and messages about payouts, and answer you. The payment account is held by our card-payment provider, which asks for your bank details itself; we do not see them.',
          ],
        },
        {
          heading: 'Participants',
          paragraphs: [
            "We keep a participant's name, email address (if given), picture (if uploaded), sales goal, message to supporters and sales. The login code is stored encrypted, so the organiser can hand it over.",
            PRIVACY_PEOPLE_MSG.participantsShown,
          ],
        },
        {
          heading: PRIVACY_PEOPLE_MSG.childrenHeading,
          paragraphs: [PRIVACY_PEOPLE_MSG.childrenKept, PRIVACY_PEOPLE_MSG.childrenConsent],
        },
        {
          heading: 'Supporters',
          paragraphs: [
            'When you order we keep your name, email address, phone number, postal address, the name of the person you support and what you bought. We use them to deliver the e-books, send your receipt, answer questions and handle refunds, and to keep the books the law requires.',
            PRIVACY_PEOPLE_MSG.supportersShown(BENEFIT_SHARE_PERCENT_DEFAULT),
          ],
        },
        {
          heading: 'How long we keep it',
          paragraphs: [
            'A checkout that is not paid within 24 hours is cancelled and the details typed into it are erased.',
            PERSONAL_DATA_MSG.retentionSupporters(retention.supporterDays),
            PERSONAL_DATA_MSG.retentionParticipants(retention.participantDays),
            'Order numbers, amounts and dates are kept as long as bookkeeping law requires (up to 7 years), without the names.',
            'Login sessions end after 30 days. To stop abuse we count requests per network address; those counts are deleted after a day.',
          ],
        },
        {
          heading: 'Who else handles the data',
          paragraphs: [
            'Our card-payment provider (payments and payouts), our email provider (sending mail) and our hosting provider. Each handles the data only to do that job for us. If web analytics or an advertising pixel is switched on for this site, it records page visits and completed registrations or purchases, without your name or address.',
          ],
        },
        {
          heading: 'In your browser',
          paragraphs: [
            'The site stores your login (organisers and participants) and, while you shop, your cart and the details you have typed in, so a reload does not lose them. Logging out or a paid order clears them.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            <>
              You may ask to see the data we hold about you, to correct it, to delete it or to receive a copy, and you
              may complain to your data protection authority. Write to <SupportEmailLink />; we answer within 30 days.
            </>,
            <>
              {PERSONAL_DATA_MSG.retentionSelf}{' '}
              <Link component={RouterLink} to={MY_DATA_PATH}>
                {PERSONAL_DATA_MSG.requestTitle}
              </Link>
            </>,
          ],
        },
      ]}
      other={{ label: t('supporter.footerTerms'), to: TERMS_PATH }}
    />
  );
}
