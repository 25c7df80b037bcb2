import { Button, Link } from '@mui/material';
import { useT } from '../lib/i18n.tsx';
import { usePublicConfig } from '../lib/public-config.ts';

/**
 * The two login pages' submit button and their register link (SPEC §2). The organiser's goes to the marketing
 * site's register-group page, or to this app's own /register-store when no marketing site is configured.
 * A participant cannot register a group: `onRegister` explains how participants register instead.
 */
export function LoginActions({
  busy,
  registerText,
  onRegister,
}: {
  busy: boolean;
  registerText: string;
  onRegister?: () => void;
}) {
  const t = useT();
  const config = usePublicConfig();
  const marketingSiteUrl = config.data?.marketingSiteUrl.replace(/\/$/, '');
  return (
    <>
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {busy ? t('login.loggingIn') : t('login.logIn')}
      </Button>
      {onRegister ? (
        <Link component="button" type="button" onClick={onRegister} sx={{ alignSelf: 'center' }}>
          {registerText}
        </Link>
      ) : (
        <Link
          href={marketingSiteUrl ? `${marketingSiteUrl}/register-group` : '/register-store'}
          sx={{ textAlign: 'center' }}
        >
          {registerText}
        </Link>
      )}
    </>
  );
}
