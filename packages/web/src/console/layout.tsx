import { PERSONAL_DATA_MSG } from '@fundshop/core';
import LogoutIcon from '@mui/icons-material/Logout';
import { Alert, AppBar, Box, Button, Chip, Stack, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { signOut } from '../features/console/api/account.ts';
import { useOperatorSession } from '../features/console/api/session.ts';

const SECTIONS = [
  { path: '/groups', label: 'Groups' },
  { path: '/orders', label: 'Orders' },
  { path: '/payouts', label: 'Payouts' },
  { path: '/tax', label: 'Tax report' },
  { path: '/catalogue', label: 'Catalogue' },
  { path: '/support', label: 'Support' },
  { path: '/audit', label: 'Audit trail' },
] as const;

/** Without a signed-in operator every page but sign-in and enrolment leads to sign-in. */
export function RequireOperator() {
  const session = useOperatorSession();
  const location = useLocation();
  if (!session) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** The console's frame: its name, who is signed in and sign-out, and the sections as tabs. Desktop first, tablet too. */
export function ConsoleLayout() {
  const session = useOperatorSession();
  const location = useLocation();
  const navigate = useNavigate();
  const sections =
    session?.operator.role === 'admin'
      ? [
          ...SECTIONS,
          { path: '/api-keys', label: 'API keys' },
          { path: '/erasure', label: PERSONAL_DATA_MSG.consoleTab },
        ]
      : SECTIONS;
  const current = sections.find((s) => location.pathname.startsWith(s.path))?.path ?? false;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar variant="dense" sx={{ gap: 2, pt: 1 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Fundshop operators
          </Typography>
          {session ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">{session.operator.email}</Typography>
              <Chip size="small" label={session.operator.role} />
              <Button
                startIcon={<LogoutIcon />}
                onClick={async () => {
                  await signOut();
                  await navigate('/sign-in');
                }}
              >
                Sign out
              </Button>
            </Stack>
          ) : null}
        </Toolbar>
        {/* The sections on a row of their own: all of them fit a desktop and a tablet. */}
        <Box component="nav" aria-label="Console" sx={{ px: 1 }}>
          <Tabs value={current} variant="scrollable" scrollButtons="auto">
            {sections.map((s) => (
              <Tab key={s.path} label={s.label} value={s.path} component={Link} to={s.path} />
            ))}
          </Tabs>
        </Box>
      </AppBar>
      {session && session.recoveryCodesLeft <= 3 ? (
        <Alert severity="warning" sx={{ borderRadius: 0 }}>
          {session.recoveryCodesLeft} recovery codes left: ask an admin for a new set-up (npm run operator -- reset).
        </Alert>
      ) : null}
      <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1440, mx: 'auto' }}>
        <Suspense>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

export function NotFound() {
  return (
    <Typography variant="h5" component="h1">
      There is no such page in the console.
    </Typography>
  );
}
