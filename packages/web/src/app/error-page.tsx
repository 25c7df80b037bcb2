import { useDocumentTitle } from '../lib/document-title.ts';
import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Logo } from '../components/logo.tsx';
import { useT } from '../lib/i18n.tsx';

/** The generic fallback for an unmatched route or a thrown route error (SPEC §2). */
export function ErrorPage() {
  const t = useT();
  useDocumentTitle(t('page.notFound'));
  const error = useRouteError();
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
      }}
    >
      <Logo />
      <Typography variant="h4" component="h1" sx={{ mt: 4, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {t('msg.unexpectedError')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('shared.errorPageText')}
      </Typography>
      <Button href="/" variant="contained" sx={{ mt: 3 }}>
        {t('shared.goToStartPage')}
      </Button>
    </Box>
  );
}
