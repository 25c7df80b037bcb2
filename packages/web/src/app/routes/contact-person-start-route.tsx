import { fundraiserEnded } from '@fundshop/core';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useContactPersonSession } from '../../lib/storage.ts';
import { useContactPersonDashboard } from '../../features/dashboard/api/get-contact-person-dashboard.ts';
import { FundraiserResult } from '../../features/dashboard/components/fundraiser-result.tsx';
import { useT } from '../../lib/i18n.tsx';
import { StartPage } from '../../features/contact-person/routes/start-page.tsx';
import { ContactPersonDashboard } from '../../features/dashboard/components/role-dashboards.tsx';
import { ContactPersonToolsSection } from '../../features/contact-person-tools/components/contact-person-tools-section.tsx';
import { PayoutSection } from '../../features/payout/components/payout-section.tsx';

/**
 * /contactperson/start: the organiser's Start page with the dashboard under it, holding the payout section and the
 * organiser's tools (SPEC §2); once the fundraiser is over, led by its result (issue 29).
 */
export function ContactPersonStartRoute() {
  const t = useT();
  useDocumentTitle(t('organiser.pageStart'));
  const session = useContactPersonSession();
  // The same query as the dashboard below (one request): whether the fundraiser is over, and its result.
  const board = useContactPersonDashboard(session?.webShopId ?? 0, Boolean(session));
  return (
    <StartPage
      result={board.data && fundraiserEnded(board.data) ? <FundraiserResult data={board.data} /> : undefined}
      dashboard={(webShopId) => (
        <ContactPersonDashboard
          webShopId={webShopId}
          payouts={(data) => <PayoutSection role="contactperson" data={data} />}
          tools={(data) => <ContactPersonToolsSection data={data} />}
        />
      )}
    />
  );
}
