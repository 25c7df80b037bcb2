import { Typography, type SxProps, type Theme } from '@mui/material';

/** A link shown to be copied or read out: monospace on a tinted ground, broken anywhere on a narrow phone. */
export function LinkText({ link, testId, sx }: { link: string; testId?: string; sx?: SxProps<Theme> }) {
  return (
    <Typography
      variant="body2"
      data-testid={testId}
      sx={[
        { fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 1, px: 1, py: 0.75, wordBreak: 'break-all' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {link}
    </Typography>
  );
}
