import { PRIVACY_PATH, TERMS_PATH } from '@fundshop/core';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSupportEmail } from '../lib/public-config.ts';
import { BOTTOM_OVERLAY_ATTRIBUTE } from './bottom-overlay.ts';
import { useT } from '../lib/i18n.tsx';

/**
 * The public pages' footer (store, payment, confirmation, registration): how e-books arrive (by email, within minutes), the
 * support address (SUPPORT_EMAIL) and the terms and privacy policy, so a supporter deciding on a phone knows who is
 * behind the store.
 */
export function SiteFooter() {
  const t = useT();
  const email = useSupportEmail();
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 2, sm: 3 },
        pt: 3,
        pb: 4,
        // Room for what covers the bottom of the page while it shows (BOTTOM_OVERLAY_ATTRIBUTE).
        [`body:has([${BOTTOM_OVERLAY_ATTRIBUTE}]) &`]: { pb: 12 },
        textAlign: 'center',
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">{t('supporter.howEbooksArrive')}</Typography>
      <Typography variant="body2" sx={{ mt: 0.75 }}>
        {`${t('supporter.footerSupport')} `}
        <Link href={`mailto:${email}`}>{email}</Link>
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.75, display: 'flex', justifyContent: 'center', gap: 2 }}>
        <Link component={RouterLink} to={TERMS_PATH}>
          {t('supporter.footerTerms')}
        </Link>
        <Link component={RouterLink} to={PRIVACY_PATH}>
          {t('supporter.footerPrivacy')}
        </Link>
      </Typography>
    </Box>
  );
}
