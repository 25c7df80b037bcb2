import { AppBar, Box, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { Logo } from './logo.tsx';

/** Top bar with the logo and, in the areas, their menu (components/top-bar-menu.tsx). */
export function TopBar({ menu, homeTo = '/' }: { menu?: ReactNode; homeTo?: string }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <Logo to={homeTo} />
        <Box sx={{ flexGrow: 1 }} />
        {menu}
      </Toolbar>
    </AppBar>
  );
}
