import { MSG } from '@fundshop/core';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TopBar, type NavItem } from '../../components/top-bar.tsx';
import { logoutSeller } from '../../features/seller/api/logout-seller.ts';
import { useSellerNameSync } from '../../features/seller/hooks/use-seller-name-sync.ts';
import { SellerLoginPage } from '../../features/seller/routes/login-page.tsx';
import { useSellerCrossTabSync } from '../../lib/cross-tab-sync.ts';
import { useSellerSession } from '../../lib/storage.ts';

/**
 * The seller area (SPEC §2 Seller menu): logged out 'Seller login'; logged in Start, Contact person, Log out.
 * Also keeps the stored seller in step with other tabs and with name changes (SPEC §4).
 */
export function SellerLayout() {
  const session = useSellerSession();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  useSellerCrossTabSync();
  useSellerNameSync();

  const items: NavItem[] = session
    ? [
        { label: 'Start', to: '/seller/start' },
        { label: 'Contact person', to: `/seller/contact/${session.sellerId}` },
        { label: 'Log out', onClick: () => setConfirmOpen(true) },
      ]
    : [{ label: 'Seller login', to: '/seller/login' }];

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <TopBar items={items} homeTo={session ? '/seller/start' : '/seller/login'} />
      <Box component="main">
        <Outlet />
      </Box>
      <ConfirmDialog
        open={confirmOpen}
        title="Log out"
        body={MSG.logoutQuestion}
        confirmText="Yes"
        cancelText="No"
        busy={busy}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          setBusy(true);
          void logoutSeller();
        }}
      />
    </Box>
  );
}

/** Guard for the seller's own pages: without a stored seller token the seller login is shown in place. */
export function RequireSeller() {
  const session = useSellerSession();
  return session ? <Outlet /> : <SellerLoginPage />;
}
