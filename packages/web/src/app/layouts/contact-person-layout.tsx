import { Outlet } from 'react-router';
import { logoutContactPerson } from '../../features/contact-person/api/logout-contact-person.ts';
import { LoginPage } from '../../features/contact-person/routes/login-page.tsx';
import { chooseLanguage } from '../../features/language/api/choose-language.ts';
import { useCrossTabSync } from '../../lib/cross-tab-sync.ts';
import { useT } from '../../lib/i18n.tsx';
import { useContactPersonSession } from '../../lib/storage.ts';
import { AreaLayout } from './area-layout.tsx';

/** The contact person area: top bar with its menu (drawer 'Menu' on narrow screens), log out, cross-tab sync. */
export function ContactPersonLayout() {
  const t = useT();
  const session = useContactPersonSession();
  useCrossTabSync('contactPerson');

  return (
    <AreaLayout
      items={
        session
          ? [
              { label: t('nav.start'), to: '/contactperson/start' },
              { label: t('nav.participants'), to: `/contactperson/seller-list/${session.webShopId}` },
              { label: t('nav.messages'), to: '/contactperson/messages' },
              { label: t('nav.profile'), to: '/contactperson/details' },
            ]
          : [{ label: t('nav.contactPersonLogin'), to: '/contactperson/login' }]
      }
      homeTo={session ? '/contactperson/start' : '/contactperson/login'}
      logOut={session ? logoutContactPerson : undefined}
      chooseLanguage={
        session ? (language) => chooseLanguage(language, session.isCoOrganiser ? null : 'contact-person') : undefined
      }
    />
  );
}

/** Guard for /contactperson/* (except the login): without a stored token the login is shown in place. */
export function RequireContactPerson() {
  const session = useContactPersonSession();
  return session ? <Outlet /> : <LoginPage />;
}
