import { Button, Link } from '@mui/material';
import { usePublicConfig } from '../lib/public-config.ts';

/** The two login pages' submit button and their link to register a group on the marketing site (SPEC §2). */
export function LoginActions({ busy, registerText }: { busy: boolean; registerText: string }) {
  const config = usePublicConfig();
  const marketingSiteUrl = config.data?.marketingSiteUrl.replace(/\/$/, '');
  return (
    <>
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {busy ? 'Logging in... ' : 'Log in'}
      </Button>
      <Link
        href={marketingSiteUrl ? `${marketingSiteUrl}/register-group` : '/register-store'}
        sx={{ textAlign: 'center' }}
      >
        {registerText}
      </Link>
    </>
  );
}
