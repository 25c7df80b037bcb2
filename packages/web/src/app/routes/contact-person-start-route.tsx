import { useDocumentTitle } from '../../lib/document-title.ts';
import { useT } from '../../lib/i18n.tsx';
import { StartPage } from '../../features/contact-person/routes/start-page.tsx';
import { ContactPersonDashboard } from '../../features/dashboard/components/role-dashboards.tsx';
import { ContactPersonToolsSection } from '../../features/contact-person-tools/components/contact-person-tools-section.tsx';
import { PayoutSection } from '../../features/payout/components/payout-section.tsx';

/**
 * /contactperson/start: the organiser's Start page with the dashboard under it, holding the payout section and the
 * organiser's tools (SPEC §2).
 */
export function ContactPersonStartRoute() {
  const t = useT();
  useDocumentTitle(t('organiser.pageStart'));
  return (
    <StartPage
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
