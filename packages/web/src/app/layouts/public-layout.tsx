import { Box } from '@mui/material';
import { Outlet, useLocation, useParams } from 'react-router';
import { SiteFooter } from '../../components/site-footer.tsx';
import { TopBar } from '../../components/top-bar.tsx';

/**
 * Where the logo leads (docs/decisions/0056): inside a store (its payment page too) back to that store, so a supporter
 * never leaves it by tapping the logo; elsewhere (my-books, my-order, my-data, the team page) to the front page, which
 * says what Fundshop is. Never to group registration: a supporter is not registering a group.
 */
function useHomePath(): string {
  const { sellerId } = useParams();
  const { pathname } = useLocation();
  if (sellerId && /^\d{1,10}$/.test(sellerId)) return `/shop/${sellerId}`;
  if (pathname === '/store-demo') return '/store-demo';
  return '/';
}

/** Public pages without a seller: the top bar with the logo and no menu, and the footer with support and terms. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar homeTo={useHomePath()} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
