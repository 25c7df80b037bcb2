import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { teamPagePath } from '@fundshop/core';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useCopyLink } from '../../../components/use-copy-link.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { LinkText } from '../../../components/link-text.tsx';

/** The group's team page link (docs/decisions/0047) on the organiser's Start, to copy and share like the others. */
export function TeamLinkCard({ webShopId }: { webShopId: number }) {
  const t = useT();
  const { copy, notices } = useCopyLink();
  const link = `${window.location.origin}${teamPagePath(webShopId)}`;
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('team.linkTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('team.linkText')}
        </Typography>
        <LinkText link={link} testId="team-link" sx={{ mt: 2 }} />
        <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(link)}>
            {t('team.copyLink')}
          </Button>
          <Button variant="outlined" startIcon={<OpenInNewIcon />} href={link} target="_blank" rel="noopener">
            {t('team.openPage')}
          </Button>
        </Box>
      </CardContent>
      {notices}
    </Card>
  );
}
