import CelebrationIcon from '@mui/icons-material/Celebration';
import { Box, Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n.tsx';
import { isInFrame, postToParent } from '../iframe-messages.ts';
import { Confetti } from './confetti.tsx';

/**
 * 'Fundraiser Created' (SPEC §2). Shown only when the form's success flag is set, which the described flow never
 * does: a successful registration instead tells the parent to show the register-completed page.
 */
export function FundraiserCreated() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Box sx={{ position: 'relative', textAlign: 'center', py: 6, px: 2 }}>
      <Confetti />
      <CelebrationIcon color="secondary" sx={{ fontSize: 56 }} />
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        {t('register.fundraiserCreated')}
      </Typography>
      <Typography sx={{ mt: 2, maxWidth: 460, mx: 'auto' }}>{t('register.detailsSent')}</Typography>
      <Button
        variant="contained"
        size="large"
        sx={{ mt: 4, position: 'relative', zIndex: 2 }}
        onClick={() => {
          if (isInFrame()) postToParent({ type: 'navigateToLoginPage' });
          else void navigate('/contactperson/login');
        }}
      >
        {t('register.toDashboard')}
      </Button>
    </Box>
  );
}
