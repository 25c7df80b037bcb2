import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * The site's root (issue 29): what the product is in three sentences, and the ways on: the demo store, registration
 * and the two logins. It used to send everyone to the organiser's login.
 */
export function FrontPage() {
  const t = useT();
  useDocumentTitle(t('front.pageTitle'));
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, pt: { xs: 3, sm: 6 }, pb: 6 }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.875rem', sm: '2.75rem' }, lineHeight: 1.15 }}>
        {t('front.title')}
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 2.5 }}>
        <Typography sx={{ fontSize: '1.125rem' }}>{t('front.whatItIs')}</Typography>
        <Typography sx={{ fontSize: '1.125rem' }}>{t('front.howSupportersBuy')}</Typography>
        <Typography sx={{ fontSize: '1.125rem' }}>{t('front.howItEnds')}</Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
        <Button href="/register-store" variant="contained" size="large">
          {t('front.startFundraiser')}
        </Button>
        {/* Full page loads: the server draws these two pages itself (docs/decisions/0017, 0029). */}
        <Button href="/store-demo" variant="outlined" size="large" startIcon={<StorefrontIcon />}>
          {t('front.tryDemo')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ mt: 5, p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('front.loginTitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5 }}>
          <Button component={RouterLink} to="/contactperson/login" variant="outlined">
            {t('front.organiserLogin')}
          </Button>
          <Button component={RouterLink} to="/seller/login" variant="outlined">
            {t('front.participantLogin')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
