import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import ShareIcon from '@mui/icons-material/Share';
import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCopyLink } from '../../../components/use-copy-link.tsx';
import { sellerRegistrationLink } from '../../../lib/links.ts';
import { useT } from '../../../lib/i18n.tsx';
import { canShare } from '../../../lib/share.ts';
import { RegisterParticipantDialog } from './register-participant-dialog.tsx';
import { LinkText } from '../../../components/link-text.tsx';

function Way({ step, title, text, children }: { step: number; title: string; text: string; children: ReactNode }) {
  const t = useT();
  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="overline" color="primary" sx={{ lineHeight: 1.5 }}>
        {t('participants.option', { step })}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {text}
      </Typography>
      <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>
    </Box>
  );
}

/**
 * SPEC §2 /contactperson/start: the three ways to register participants: the Register participant dialog, the
 * registration link (copied or shared natively) and the QR code page.
 */
export function RegisterParticipants({
  webShopId,
  sellerRegistrationKey,
}: {
  webShopId: number;
  sellerRegistrationKey: string;
}) {
  const t = useT();
  const [dialogOpen, setDialogOpen] = useState(false);
  const link = sellerRegistrationKey ? sellerRegistrationLink(sellerRegistrationKey) : '';
  const { copy, share, notices } = useCopyLink();

  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('participants.waysTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('participants.waysIntro')}
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 2.5, md: 3 }}
          divider={<Divider flexItem orientation="vertical" sx={{ display: { xs: 'none', md: 'block' } }} />}
          sx={{ mt: 2.5 }}
        >
          <Way step={1} title={t('participants.yourselfTitle')} text={t('participants.yourselfText')}>
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setDialogOpen(true)}>
              {t('participants.registerParticipant')}
            </Button>
          </Way>
          {link ? (
            <>
              <Way step={2} title={t('participants.inviteTitle')} text={t('participants.inviteText')}>
                <LinkText link={link} testId="registration-link" sx={{ width: '100%' }} />
                <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(link)}>
                  {t('sellerStart.copyLink')}
                </Button>
                {canShare() ? (
                  <Button
                    variant="outlined"
                    startIcon={<ShareIcon />}
                    onClick={() =>
                      void share({
                        url: link,
                        title: t('login.sellerRegisterTitle'),
                        text: t('participants.shareText'),
                      })
                    }
                  >
                    {t('participants.shareLink')}
                  </Button>
                ) : null}
              </Way>
              <Way step={3} title={t('participants.qrTitle')} text={t('participants.qrText')}>
                <Button
                  variant="outlined"
                  startIcon={<QrCode2Icon />}
                  component={RouterLink}
                  to={`/seller/qr-registration/${encodeURIComponent(sellerRegistrationKey)}`}
                >
                  {t('dashboard.showQrCode')}
                </Button>
              </Way>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ flex: 2 }}>
              {t('participants.logInAgainForLink')}
            </Typography>
          )}
        </Stack>
      </CardContent>
      <RegisterParticipantDialog open={dialogOpen} onClose={() => setDialogOpen(false)} webShopId={webShopId} />
      {notices}
    </Card>
  );
}
