import { captchaHiddenFor } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { RegistrationForm } from '../components/registration-form.tsx';
import { useUserAgent } from '../../../lib/user-agent.tsx';
import { reportHeightToParent } from '../iframe-messages.ts';

/**
 * /register-store/form: the registration form alone, made to be embedded in an iframe. Query flags `embedded=1`
 * and `mobile=1` (or a mobile user agent) make the captcha invisible. Inside a frame it reports its height to the
 * parent.
 */
export function RegisterFormPage() {
  const t = useT();
  useDocumentTitle(t('page.registerForm'));
  const [params] = useSearchParams();
  const captchaHidden = captchaHiddenFor(params, useUserAgent());
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => (content.current ? reportHeightToParent(content.current) : undefined), []);

  return (
    <Box ref={content} sx={{ display: 'flow-root', bgcolor: 'background.paper' }}>
      <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: 11 }}>
        <RegistrationForm captchaHidden={captchaHidden} />
      </Box>
    </Box>
  );
}
