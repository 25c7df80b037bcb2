import { StartPage } from '../../features/contact-person/routes/start-page.tsx';
import { ContactPersonDashboard } from '../../features/dashboard/components/role-dashboards.tsx';
import { PayoutSection } from '../../features/payout/components/payout-section.tsx';

/** /contactperson/start: the organiser's Start page with the dashboard and its payout section under it (SPEC §2). */
export function ContactPersonStartRoute() {
  return (
    <StartPage
      dashboard={(webShopId) => (
        <ContactPersonDashboard
          webShopId={webShopId}
          payouts={(data) => <PayoutSection role="contactperson" data={data} />}
        />
      )}
    />
  );
}
