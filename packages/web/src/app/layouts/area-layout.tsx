import { Box } from '@mui/material';
import type { Language } from '@fundshop/core';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TopBar } from '../../components/top-bar.tsx';
import { TopBarMenu, type NavItem } from '../../components/top-bar-menu.tsx';
import { LanguageDialog } from '../../features/language/components/language-dialog.tsx';
import { useT } from '../../lib/i18n.tsx';

interface AreaLayoutProps {
  /** Menu items before 'Log out'. */
  items: NavItem[];
  homeTo: string;
  /** With a session: 'Log out' ends the menu and asks first (SPEC §2); the callback clears and reloads. */
  logOut?: () => Promise<void>;
  /** With a session: 'Language' before 'Log out' opens the chooser (docs/decisions/0044); keeps it and reloads. */
  chooseLanguage?: (language: Language) => Promise<void>;
}

/** Shared frame of the contact person and seller areas: top bar, page, and the log-out confirmation. */
export function AreaLayout({ items, homeTo, logOut, chooseLanguage }: AreaLayoutProps) {
  const t = useT();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menu: NavItem[] = [
    ...items,
    ...(chooseLanguage ? [{ label: t('language.menuItem'), onClick: () => setLanguageOpen(true) }] : []),
    ...(logOut ? [{ label: t('nav.logOut'), onClick: () => setConfirmOpen(true) }] : []),
  ];

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <TopBar menu={<TopBarMenu items={menu} />} homeTo={homeTo} />
      <Box component="main">
        <Outlet />
      </Box>
      {chooseLanguage ? (
        <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} choose={chooseLanguage} />
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        title={t('nav.logOut')}
        body={t('msg.logoutQuestion')}
        confirmText={t('nav.yes')}
        cancelText={t('nav.no')}
        busy={busy}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          setBusy(true);
          void logOut?.();
        }}
      />
    </Box>
  );
}
