import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { TopBar } from '../../components/top-bar.tsx';

/** Public pages without a seller: the top bar with the logo and no menu. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <TopBar homeTo="/register-store" />
      <Box component="main">
        <Outlet />
      </Box>
    </Box>
  );
}
