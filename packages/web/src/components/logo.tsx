import { Box } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The Fundshop word mark: a rounded "F" badge and the name. */
export function Logo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="Fundshop"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: 'inherit' }}
    >
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#1f7a5a'} />
        <path d="M20 18h26v8H29v6h14v8H29v12h-9z" fill={inverted ? '#1f7a5a' : '#ffffff'} />
        <circle cx="47" cy="46" r="6" fill="#ffb547" />
      </svg>
      <Box
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: '1.25rem',
          letterSpacing: '-0.02em',
          color: inverted ? '#fff' : 'primary.main',
        }}
      >
        Fundshop
      </Box>
    </Box>
  );
}
