import { IFRAME_RESIZE_DELAYS_MS, PAGE_META } from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isMobileUserAgent } from '../../../lib/is-mobile.ts';
import { RegistrationForm } from '../components/registration-form.tsx';
import { isInFrame, postToParent } from '../iframe-messages.ts';

function flagSet(params: URLSearchParams, name: string): boolean {
  const value = params.get(name);
  return value !== null && value !== '0' && value.toLowerCase() !== 'false';
}

/**
 * /register-store/form: the registration form alone, made to be embedded in an iframe. Query flags `embedded=1`
 * and `mobile=1` (or a mobile user agent) make the captcha invisible. Inside a frame it reports its height to the
 * parent at 500 ms, 2000 ms and on every size change.
 */
export function RegisterFormPage() {
  useDocumentTitle(PAGE_META.registerForm.title);
  const [params] = useSearchParams();
  const captchaHidden = flagSet(params, 'embedded') || flagSet(params, 'mobile') || isMobileUserAgent();
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = content.current;
    if (!element || !isInFrame()) return;
    const report = () =>
      postToParent({ type: 'resizeIframe', height: Math.ceil(element.getBoundingClientRect().height) });
    const timers = IFRAME_RESIZE_DELAYS_MS.map((delay) => setTimeout(report, delay));
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(report);
    observer?.observe(element);
    return () => {
      timers.forEach(clearTimeout);
      observer?.disconnect();
    };
  }, []);

  return (
    <Box ref={content} sx={{ display: 'flow-root', bgcolor: 'background.paper' }}>
      <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: 11 }}>
        <RegistrationForm captchaHidden={captchaHidden} />
      </Box>
    </Box>
  );
}
