import { INITIAL_FRAME_HEIGHT, REGISTRATION_FORM_PATH } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FRAME_NAVIGATION_PATH, hostRegistrationFrame } from '../iframe-messages.ts';

/**
 * /register-store reached inside the app (the demo's 'Set Up Fundraiser'): hosts the registration form in an
 * iframe, as the marketing site does (SPEC §1). Opened as an address, the server draws the same page and no app runs.
 */
export function RegisterStorePage() {
  const t = useT();
  useDocumentTitle(t('page.registerStore'));
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!frame.current) return;
    return hostRegistrationFrame(frame.current, (to) => void navigate(FRAME_NAVIGATION_PATH[to]));
  }, [navigate]);

  return (
    <Box sx={{ px: { xs: 0, sm: 2 }, py: { xs: 1, sm: 3 } }}>
      <Box
        sx={{
          maxWidth: 760,
          mx: 'auto',
          bgcolor: 'background.paper',
          borderRadius: { xs: 0, sm: 3 },
          border: { xs: 0, sm: 1 },
          borderColor: { sm: 'divider' },
          overflow: 'hidden',
        }}
      >
        <iframe
          ref={frame}
          src={REGISTRATION_FORM_PATH}
          title={t('register.frameTitle')}
          style={{ display: 'block', width: '100%', height: INITIAL_FRAME_HEIGHT, border: 0 }}
        />
      </Box>
    </Box>
  );
}
