import { StartPage } from '../../features/contact-person/routes/start-page.tsx';
import { ContactPersonDashboard } from '../../features/dashboard/components/role-dashboards.tsx';

/** /contactperson/start: the organiser's Start page with the dashboard under it (SPEC §2). */
export function ContactPersonStartRoute() {
  return <StartPage dashboard={(webShopId) => <ContactPersonDashboard webShopId={webShopId} />} />;
}
