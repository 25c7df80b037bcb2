import { PAGE_META } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';

/** /register-completed: the group is registered; the login details are on their way by email. */
export function RegisterCompletedPage() {
  useDocumentTitle(PAGE_META.registerCompleted.title);
  return (
    <PageCard maxWidth={560}>
      <Box sx={{ textAlign: 'center' }}>
        <MarkEmailReadIcon color="primary" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          Thank you for registering!
        </Typography>
        <Typography sx={{ mt: 2 }}>
          Your fundraiser has been created. We have sent your login details to your email. If you can't find the email,
          please check your junk folder.
        </Typography>
        <Button component={RouterLink} to="/contactperson/login" variant="contained" size="large" sx={{ mt: 3 }}>
          Go to login
        </Button>
      </Box>
    </PageCard>
  );
}
