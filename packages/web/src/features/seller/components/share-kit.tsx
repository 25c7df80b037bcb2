import EmailIcon from '@mui/icons-material/Email';
import IosShareIcon from '@mui/icons-material/IosShare';
import SmsIcon from '@mui/icons-material/Sms';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { taggedStoreLink } from '@fundshop/core';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCopyLink } from '../../../components/use-copy-link.tsx';
import { canShare } from '../../../lib/share.ts';
import { useT } from '../../../lib/i18n.tsx';
import { mailtoUrl, smsUrl, whatsappUrl } from '../share-links.ts';
import { PosterButton } from '../../../components/poster-button.tsx';

/**
 * The share kit (issue 29, docs/decisions/0049): a ready message in the page's language that the seller may edit,
 * sent through the phone's share sheet where there is one, or by text message, WhatsApp or email, each with the store
 * link tagged by its way, and a printable poster. The seller's own apps send it: Fundshop sees no contact.
 */
export function ShareKit({ link, groupName, sellerId }: { link: string; groupName: string; sellerId: number }) {
  const t = useT();
  const [message, setMessage] = useState(() => t('share.defaultMessage', { group: groupName }));
  const { share, notices } = useCopyLink();
  const subject = t('share.emailSubject', { group: groupName });
  return (
    <Card variant="outlined" component="section" aria-labelledby="share-kit-title" sx={{ mt: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="share-kit-title" variant="h6" component="h2">
          {t('share.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('share.intro')}
        </Typography>
        <TextField
          label={t('share.message')}
          helperText={t('share.messageHint')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 2 }}
        />
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, max-content)' },
          }}
        >
          {canShare() ? (
            <Button
              variant="contained"
              startIcon={<IosShareIcon />}
              onClick={() =>
                void share({
                  title: subject,
                  text: message.trim(),
                  url: taggedStoreLink(link, 'share'),
                })
              }
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            >
              {t('share.shareSheet')}
            </Button>
          ) : null}
          <Button variant="outlined" startIcon={<SmsIcon />} href={smsUrl(message, link)}>
            {t('share.sms')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<WhatsAppIcon />}
            href={whatsappUrl(message, link)}
            target="_blank"
            rel="noopener"
          >
            {t('share.whatsapp')}
          </Button>
          <Button variant="outlined" startIcon={<EmailIcon />} href={mailtoUrl(subject, message, link)}>
            {t('share.email')}
          </Button>
        </Box>
        {/* A poster to pin up, on either paper: its QR code holds the link tagged ?via=poster. */}
        <Box
          sx={{
            mt: 1.5,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          }}
        >
          <PosterButton sellerId={sellerId} paper="a4" auth="seller" />
          <PosterButton sellerId={sellerId} paper="letter" auth="seller" />
        </Box>
      </CardContent>
      {notices}
    </Card>
  );
}
