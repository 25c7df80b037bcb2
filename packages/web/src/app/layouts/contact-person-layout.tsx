import { MSG } from '@fundshop/core';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TopBar, type NavItem } from '../../components/top-bar.tsx';
import { logoutContactPerson } from '../../features/contact-person/api/logout-contact-person.ts';
import { LoginPage } from '../../features/contact-person/routes/login-page.tsx';
import { useContactPersonCrossTabSync } from '../../lib/cross-tab-sync.ts';
import { contactPersonStorage, useContactPersonSession } from '../../lib/storage.ts';

/** The contact person area: top bar with its menu (drawer 'Menu' on narrow screens), log out, cross-tab sync. */
export function ContactPersonLayout() {
  const session = useContactPersonSession();
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  useContactPersonCrossTabSync();

  const logOut = () => {
    if (contactPersonStorage.get()) setConfirmOpen(true);
    else void navigate('/contactperson/login');
  };

  const items: NavItem[] = session
    ? [
        { label: 'Start', to: '/contactperson/start' },
        { label: 'Participants', to: `/contactperson/seller-list/${session.webShopId}` },
        { label: 'Messages', to: '/contactperson/messages' },
        { label: 'Profile', to: '/contactperson/details' },
        { label: 'Log out', onClick: logOut },
      ]
    : [{ label: 'contactperson login', to: '/contactperson/login' }];

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <TopBar items={items} homeTo={session ? '/contactperson/start' : '/contactperson/login'} />
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
          void logoutContactPerson();
        }}
      />
    </Box>
  );
}

/** Guard for /contactperson/* (except the login): without a stored token the login is shown in place. */
export function RequireContactPerson() {
  const session = useContactPersonSession();
  return session ? <Outlet /> : <LoginPage />;
}
