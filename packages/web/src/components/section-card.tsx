import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * A titled card that is a landmark of its own: a <section> named by its heading, so screen readers and tests find
 * it as a region by its title ('Payments & Sales', 'Where the money is', ...).
 */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
