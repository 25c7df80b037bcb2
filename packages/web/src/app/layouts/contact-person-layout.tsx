import { Outlet } from 'react-router';
import { logoutContactPerson } from '../../features/contact-person/api/logout-contact-person.ts';
import { LoginPage } from '../../features/contact-person/routes/login-page.tsx';
import { chooseLanguage } from '../../features/language/api/choose-language.ts';
import { useCrossTabSync } from '../../lib/cross-tab-sync.ts';
import { useContactPersonSession } from '../../lib/storage.ts';
import { AreaLayout } from './area-layout.tsx';

/** The contact person area: top bar with its menu (drawer 'Menu' on narrow screens), log out, cross-tab sync. */
export function ContactPersonLayout() {
  const session = useContactPersonSession();
  useCrossTabSync('contactPerson');

  return (
    <AreaLayout
      items={
        session
          ? [
              { label: 'Start', to: '/contactperson/start' },
              { label: 'Participants', to: `/contactperson/seller-list/${session.webShopId}` },
              { label: 'Messages', to: '/contactperson/messages' },
              { label: 'Profile', to: '/contactperson/details' },
            ]
          : [{ label: 'contactperson login', to: '/contactperson/login' }]
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
