import { Outlet } from 'react-router';
import { chooseLanguage } from '../../features/language/api/choose-language.ts';
import { logoutSeller } from '../../features/seller/api/logout-seller.ts';
import { useSellerNameSync } from '../../features/seller/hooks/use-seller-name-sync.ts';
import { SellerLoginPage } from '../../features/seller/routes/login-page.tsx';
import { useCrossTabSync } from '../../lib/cross-tab-sync.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSellerSession } from '../../lib/storage.ts';
import { AreaLayout } from './area-layout.tsx';

/**
 * The seller area (SPEC §2 Seller menu): logged out 'Seller login'; logged in Start, Contact person, Log out.
 * Also keeps the stored seller in step with other tabs and with name changes (SPEC §4).
 */
export function SellerLayout() {
  const t = useT();
  const session = useSellerSession();
  useCrossTabSync('seller');
  useSellerNameSync();

  return (
    <AreaLayout
      items={
        session
          ? [
              { label: t('nav.start'), to: '/seller/start' },
              { label: t('nav.contactPerson'), to: `/seller/contact/${session.sellerId}` },
            ]
          : [{ label: t('nav.sellerLogin'), to: '/seller/login' }]
      }
      homeTo={session ? '/seller/start' : '/seller/login'}
      logOut={session ? logoutSeller : undefined}
      chooseLanguage={session ? (language) => chooseLanguage(language, 'seller') : undefined}
    />
  );
}

/** Guard for the seller's own pages: without a stored seller token the seller login is shown in place. */
export function RequireSeller() {
  const session = useSellerSession();
  return session ? <Outlet /> : <SellerLoginPage />;
}
