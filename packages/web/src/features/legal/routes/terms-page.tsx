import {
  BENEFIT_SHARE_PERCENT_DEFAULT,
  DELIVERY_TIME,
  MIN_AGE,
  MIN_PAYOUT_EARNINGS,
  PRIVACY_PATH,
  PAGE_META,
} from '@fundshop/core';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { LegalPage, SupportEmailLink } from '../components/legal-page.tsx';
import { useT } from '../../../lib/i18n.tsx';

const SHARE = `${BENEFIT_SHARE_PERCENT_DEFAULT}%`;

/** /terms: the terms of use that both registration forms ask to accept, in plain words for all three roles. */
export function TermsPage() {
  const t = useT();
  return (
    <LegalPage
      title={PAGE_META.terms.title}
      updated="Last updated: November 2026"
      intro={
        <>
          Fundshop lets groups such as school classes, sports teams and clubs raise money by selling e-books. These
          terms apply to the organiser who registers a group, to the participants who sell, and to the supporters who
          buy. Questions: <SupportEmailLink />.
        </>
      }
      sections={[
        {
          heading: 'The service',
          paragraphs: [
            'A group registers a webshop for free: there are no costs and no hidden fees for the group. Each participant gets a personal store with its own link and QR code. Supporters buy e-books there by card, without an account.',
            `${SHARE} of every purchase benefits the group; the rest covers the e-books, card fees and running Fundshop.`,
          ],
        },
        {
          heading: 'Organisers',
          paragraphs: [
            `The organiser must be at least ${MIN_AGE} years old and may register only a group they are allowed to act for. The organiser keeps the login details safe, adds only participants who agreed to take part, and gives a participant's login code only to that participant (or, for a child, to a parent or guardian).`,
            "The group's share is paid to the payment account the organiser sets up with our card-payment provider. Orders the organiser or a participant enters as paid in cash count towards the sales; the platform's share of them is deducted from the payout.",
            `To be paid, the organiser locks the webshop (it then takes no new orders) and starts the payout. A payout needs earnings of at least ${MIN_PAYOUT_EARNINGS} in the group's currency; it usually reaches the bank within 2-7 business days.`,
          ],
        },
        {
          heading: 'Participants',
          paragraphs: [
            "A participant registers through the group's link or is added by the organiser, and may change its name, goal, message and picture. A picture must show something the participant has the right to share; we may remove anything unlawful or hurtful.",
          ],
        },
        {
          heading: 'Supporters: orders, delivery and refunds',
          paragraphs: [
            "Prices are shown in the group's currency and include everything; the card is charged when the order is placed. A receipt is sent by email.",
            `Delivery of the e-books takes ${DELIVERY_TIME} from the order. If they have not arrived by then, write to us and we will send them again.`,
            `If you change your mind, write to us within 14 days of your order and before you have downloaded the e-books, and we refund the full amount to your card. If an e-book cannot be opened or is not what was described, we replace it or refund it, also after the 14 days. A refund is taken off the group's share.`,
          ],
        },
        {
          heading: 'Fair use',
          paragraphs: [
            "Do not misuse the service: no false orders, no attempts to reach other groups' data, no automated registrations. We may lock a webshop that is used for anything else than a real fundraiser, and tell the organiser why.",
          ],
        },
        {
          heading: 'Personal data',
          paragraphs: [
            <>
              How we handle the data of organisers, participants and supporters is described in the{' '}
              <Link component={RouterLink} to={PRIVACY_PATH}>
                privacy policy
              </Link>
              .
            </>,
          ],
        },
        {
          heading: 'Changes and contact',
          paragraphs: [
            <>
              If these terms change, we tell organisers by email before the change applies. Questions, complaints and
              refund requests: <SupportEmailLink />.
            </>,
          ],
        },
      ]}
      other={{ label: t('supporter.footerPrivacy'), to: PRIVACY_PATH }}
    />
  );
}
