import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';

/** /register-completed: the group is registered; the login details are on their way by email. */
export function RegisterCompletedPage() {
  const t = useT();
  useDocumentTitle(t('page.registerCompleted'));
  return (
    <PageCard maxWidth={560}>
      <Box sx={{ textAlign: 'center' }}>
        <MarkEmailReadIcon color="primary" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {t('register.thankYou')}
        </Typography>
        <Typography sx={{ mt: 2 }}>{t('register.completed')}</Typography>
        <Button component={RouterLink} to="/contactperson/login" variant="contained" size="large" sx={{ mt: 3 }}>
          {t('register.goToLogin')}
        </Button>
      </Box>
    </PageCard>
  );
}
