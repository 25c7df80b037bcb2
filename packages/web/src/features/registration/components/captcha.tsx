import { Box, Checkbox, CircularProgress, FormControlLabel, FormHelperText, Paper, Typography } from '@mui/material';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { solveAltcha } from '../../../lib/captcha.ts';
import { useT } from '../../../lib/i18n.tsx';
import { getCaptchaChallenge } from '../api/get-captcha-challenge.ts';

/** What the registration form asks of the captcha. */
export interface CaptchaHandle {
  /** The proof to send as `recaptchaToken`; waits for an invisible solve in progress; null when there is none. */
  getToken(): Promise<string | null>;
  hasToken(): boolean;
  /** Forget the proof (it is single use) and, when invisible, solve a new challenge. */
  reset(): void;
}

export interface CaptchaProps {
  provider: 'altcha' | 'recaptcha' | 'none';
  /** Invisible captcha: solved in the background (mobile user agent or an embedded/mobile flag). */
  hidden: boolean;
  recaptchaSiteKey?: string;
  error?: string;
  onVerified?: () => void;
  ref?: Ref<CaptchaHandle>;
}

type Status = 'idle' | 'verifying' | 'verified' | 'failed';

const noneHandle: CaptchaHandle = { getToken: async () => null, hasToken: () => true, reset: () => {} };

/** The registration captcha: ALTCHA proof of work (default) or reCAPTCHA v2, visible or invisible. */
export function Captcha({ ref, ...props }: CaptchaProps) {
  if (props.provider === 'recaptcha') return <RecaptchaCaptcha ref={ref} {...props} />;
  if (props.provider === 'altcha') return <AltchaCaptcha ref={ref} {...props} />;
  return <NoCaptcha ref={ref} />;
}

function NoCaptcha({ ref }: { ref?: Ref<CaptchaHandle> }) {
  useImperativeHandle(ref, () => noneHandle, []);
  return null;
}

function CaptchaBox({
  status,
  error,
  onCheck,
  vendor,
}: {
  status: Status;
  error?: string;
  onCheck: () => void;
  vendor: string;
}) {
  const t = useT();
  return (
    <Box>
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          pl: 1,
          pr: 2,
          py: 0.5,
          maxWidth: 340,
          bgcolor: 'grey.50',
          borderColor: error ? 'error.main' : undefined,
        }}
      >
        <FormControlLabel
          sx={{ flexGrow: 1, mr: 1 }}
          control={
            <Checkbox
              checked={status === 'verified'}
              disabled={status === 'verifying'}
              onChange={() => {
                if (status !== 'verified') onCheck();
              }}
              icon={
                status === 'verifying' ? <CircularProgress size={20} aria-label={t('register.verifying')} /> : undefined
              }
              color="success"
            />
          }
          label={t('register.notRobot')}
        />
        <Typography variant="caption" color="text.secondary" aria-hidden="true">
          {vendor}
        </Typography>
      </Paper>
      {status === 'failed' ? <FormHelperText error>{t('register.verificationFailed')}</FormHelperText> : null}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}

function AltchaCaptcha({ hidden, error, onVerified, ref }: CaptchaProps) {
  const [status, setStatus] = useState<Status>('idle');
  const tokenRef = useRef<string | null>(null);
  const runRef = useRef<{ promise: Promise<string | null>; abort: () => void } | null>(null);
  const generation = useRef(0);
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  });

  const stop = useCallback(() => {
    generation.current += 1;
    runRef.current?.abort();
    runRef.current = null;
  }, []);

  const solve = useCallback((): Promise<string | null> => {
    if (runRef.current) return runRef.current.promise;
    const gen = ++generation.current;
    const controller = new AbortController();
    let abortSolve = () => {};
    setStatus('verifying');
    const promise = (async () => {
      try {
        const response = await getCaptchaChallenge(controller.signal);
        if (!response.challenge) return null;
        const run = solveAltcha(response.challenge);
        abortSolve = run.abort;
        return await run.promise;
      } catch {
        return null;
      }
    })().then((token) => {
      if (gen !== generation.current) return null;
      runRef.current = null;
      tokenRef.current = token;
      setStatus(token ? 'verified' : 'failed');
      if (token) onVerifiedRef.current?.();
      return token;
    });
    runRef.current = {
      promise,
      abort: () => {
        controller.abort();
        abortSolve();
      },
    };
    return promise;
  }, []);

  useEffect(() => {
    if (hidden) void solve();
    return stop;
  }, [hidden, solve, stop]);

  useImperativeHandle(
    ref,
    () => ({
      async getToken() {
        if (tokenRef.current) return tokenRef.current;
        if (runRef.current) return runRef.current.promise;
        return hidden ? solve() : null;
      },
      hasToken: () => tokenRef.current !== null,
      reset() {
        stop();
        tokenRef.current = null;
        setStatus('idle');
        if (hidden) void solve();
      },
    }),
    [hidden, solve, stop],
  );

  if (hidden) return error ? <FormHelperText error>{error}</FormHelperText> : null;
  return <CaptchaBox status={status} error={error} onCheck={() => void solve()} vendor="ALTCHA" />;
}

// --- reCAPTCHA v2 (used when the deployment configures reCAPTCHA keys) ---

interface Grecaptcha {
  render(container: HTMLElement, params: Record<string, unknown>): number;
  reset(widgetId?: number): void;
  execute(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    fundshopRecaptchaOnload?: () => void;
  }
}

let recaptchaLoading: Promise<Grecaptcha> | undefined;

function loadRecaptcha(): Promise<Grecaptcha> {
  recaptchaLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.fundshopRecaptchaOnload = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA'));
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=fundshopRecaptchaOnload&render=explicit';
    script.async = true;
    script.onerror = () => {
      recaptchaLoading = undefined;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return recaptchaLoading;
}

function RecaptchaCaptcha({ hidden, recaptchaSiteKey, error, onVerified, ref }: CaptchaProps) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const tokenRef = useRef<string | null>(null);
  const waiting = useRef<((token: string | null) => void)[]>([]);
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const settle = (token: string | null) => {
      tokenRef.current = token;
      for (const resolve of waiting.current.splice(0)) resolve(token);
      if (token) onVerifiedRef.current?.();
    };
    loadRecaptcha()
      .then((api) => {
        if (cancelled || !container.current || !recaptchaSiteKey) return;
        const id = api.render(container.current, {
          sitekey: recaptchaSiteKey,
          size: hidden ? 'invisible' : 'normal',
          callback: (token: string) => settle(token),
          'expired-callback': () => settle(null),
          'error-callback': () => settle(null),
        });
        widget.current = { api, id };
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [hidden, recaptchaSiteKey]);

  useImperativeHandle(
    ref,
    () => ({
      async getToken() {
        if (tokenRef.current) return tokenRef.current;
        if (!hidden || !widget.current) return null;
        const { api, id } = widget.current;
        return new Promise<string | null>((resolve) => {
          waiting.current.push(resolve);
          api.execute(id);
        });
      },
      hasToken: () => tokenRef.current !== null,
      reset() {
        tokenRef.current = null;
        if (widget.current) widget.current.api.reset(widget.current.id);
      },
    }),
    [hidden],
  );

  return (
    <Box>
      <div ref={container} />
      {failed ? <FormHelperText error>{t('register.captchaNotLoaded')}</FormHelperText> : null}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
