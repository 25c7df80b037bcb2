import { greeting, GREETING_REFRESH_MS } from '@fundshop/core';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useContactPersonSession } from '../../../lib/storage.ts';

/** The time-of-day greeting, refreshed every GREETING_REFRESH_MS (SPEC §9). */
function useGreeting(): string {
  const [text, setText] = useState(() => greeting(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setText(greeting(new Date())), GREETING_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return text;
}

/** /contactperson/start: greeting, Login ID and the way to the group's details. */
export function StartPage() {
  const session = useContactPersonSession();
  const hello = useGreeting();
  if (!session) return null;

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {`${hello} ${session.firstName}!`.replace(' !', '!')}
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 0.5 }}>
        {`Login ID: ${session.webShopId}`}
      </Typography>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              Profile
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Your group and contact details, the message to buyers and your password.
            </Typography>
          </CardContent>
          <CardActions>
            <Button component={RouterLink} to="/contactperson/details" endIcon={<ChevronRightIcon />}>
              Profile
            </Button>
          </CardActions>
        </Card>
      </Stack>
    </Box>
  );
}
