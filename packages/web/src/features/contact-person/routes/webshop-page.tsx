import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';

/** /contactperson/webshop: a 'Register webshop' card opening the group registration page in a new tab. */
export function WebshopPage() {
  const t = useT();
  useDocumentTitle(t('organiser.pageWebshop'));
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h1">
            {t('organiser.registerWebshop')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('organiser.registerWebshopText')}
          </Typography>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            variant="contained"
            component="a"
            href="/register-store"
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
          >
            {t('organiser.registerWebshop')}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}
