import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A centred page column with an optional title card, used by most single-purpose pages. */
export function PageCard({
  title,
  children,
  maxWidth = 560,
}: {
  title?: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: { xs: 2, sm: 4 }, pb: 12, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth, p: { xs: 2.5, sm: 4 } }}>
        {title ? (
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}
