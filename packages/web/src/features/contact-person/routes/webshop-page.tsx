import { PAGE_META } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';

/** /contactperson/webshop: a 'Register webshop' card opening the group registration page in a new tab. */
export function WebshopPage() {
  useDocumentTitle(PAGE_META.webshop.title);
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h1">
            Register webshop
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Register a new webshop for another group. The registration form opens in a new tab.
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
            Register webshop
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}
