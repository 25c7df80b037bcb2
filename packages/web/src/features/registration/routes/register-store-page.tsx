import { PAGE_META } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { parseFrameMessage } from '../iframe-messages.ts';

/** Height of the frame until the form reports its own. */
const INITIAL_HEIGHT = 1200;

/** /register-store: hosts the registration form in an iframe, as the marketing site does (SPEC §1). */
export function RegisterStorePage() {
  useDocumentTitle(PAGE_META.registerStore.title);
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (frame.current && event.source !== frame.current.contentWindow) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      if (message.type === 'resizeIframe') setHeight(message.height);
      else if (message.type === 'navigateToRegisterCompletedPage') void navigate('/register-completed');
      else void navigate('/contactperson/login');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
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
          src="/register-store/form"
          title="Registration form"
          style={{ display: 'block', width: '100%', height, border: 0 }}
        />
      </Box>
    </Box>
  );
}
