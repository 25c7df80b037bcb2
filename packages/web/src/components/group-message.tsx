import { Typography } from '@mui/material';

/** The group's (or a seller's) own words to its supporters, as written: line breaks kept, set off as a quote. */
export function GroupMessage({ text }: { text: string }) {
  return (
    <Typography
      component="blockquote"
      sx={{
        m: 0,
        mt: 2.5,
        pl: 2,
        borderLeft: 4,
        borderColor: 'secondary.main',
        whiteSpace: 'pre-line',
        overflowWrap: 'anywhere',
      }}
    >
      {text}
    </Typography>
  );
}
