import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, sellerLoginForm, type LoginSellerResponse, type SellerLoginForm } from '@fundshop/core';
import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field.tsx';
import { ApiRequestError, errorText } from '../../../lib/api-client.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { sellerStorage } from '../../../lib/storage.ts';
import { useLoginSeller } from '../api/login-seller.ts';

interface Values {
  loginEmail: string;
  loginPassword: string;
}

const resolver = zodResolver(sellerLoginForm) as unknown as Resolver<Values, unknown, SellerLoginForm>;

/** The query parameter of the one-click login link (SPEC §2). */
export const LOGIN_CODE_PARAM = 'inloggningskod';

function isCode(error: unknown, code: string): boolean {
  return error instanceof ApiRequestError && error.code === code;
}

/** Success (SPEC §4): store the seller data, then a full load of /seller/start. */
function completeLogin(result: LoginSellerResponse): void {
  sellerStorage.save(result);
  window.location.assign('/seller/start');
}

/**
 * Seller login (SPEC §2 /seller/login): Email (max 45) and Login code (max 100), or the code alone from the login
 * link (?inloggningskod=CODE), which logs in at once. Errors per SPEC §8.
 */
export function SellerLoginForm({ linkCode }: { linkCode?: string | null }) {
  const config = usePublicConfig();
  const login = useLoginSeller();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkBusy, setLinkBusy] = useState(Boolean(linkCode));
  const linkTried = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, SellerLoginForm>({
    resolver,
    defaultValues: { loginEmail: '', loginPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const { mutateAsync } = login;
  useEffect(() => {
    if (!linkCode || linkTried.current) return;
    linkTried.current = true;
    mutateAsync({ loginPassword: linkCode })
      .then(completeLogin)
      .catch((error: unknown) => {
        setLinkBusy(false);
        if (isCode(error, 'seller-inactive')) {
          window.alert(MSG.sellerInactive);
        } else if (isCode(error, 'error-password') || isCode(error, 'validation-error')) {
          setFormError(MSG.loginLinkInvalid);
        } else {
          setFormError(errorText(error));
        }
      });
  }, [linkCode, mutateAsync]);

  const onSubmit = handleSubmit(async (values) => {
    if (login.isPending) return;
    setFormError(null);
    try {
      completeLogin(await login.mutateAsync(values));
    } catch (error) {
      if (isCode(error, 'error-email')) {
        setError('loginEmail', { message: MSG.emailIncorrect }, { shouldFocus: true });
      } else if (isCode(error, 'error-password')) {
        setError('loginPassword', { message: MSG.passwordIncorrect }, { shouldFocus: true });
      } else if (isCode(error, 'seller-inactive')) {
        window.alert(MSG.sellerInactive);
      } else if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'loginEmail' || field === 'loginPassword') setError(field, { message });
          else setFormError(message);
        }
      } else {
        setFormError(errorText(error));
      }
    }
  });

  const marketingSiteUrl = config.data?.marketingSiteUrl.replace(/\/$/, '');
  const busy = login.isPending || login.isSuccess;

  if (linkBusy) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CircularProgress />
        <Typography>Logging in...</Typography>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <Typography color="text.secondary">
          Your login details were sent to you by email when you were registered. Can&apos;t find the email? Please check
          your junk folder.
        </Typography>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          {...register('loginEmail')}
          error={Boolean(errors.loginEmail)}
          helperText={errors.loginEmail?.message}
          slotProps={{ htmlInput: { maxLength: 45 } }}
          fullWidth
        />
        <PasswordField
          label="Login code"
          autoComplete="current-password"
          {...register('loginPassword')}
          error={Boolean(errors.loginPassword)}
          helperText={errors.loginPassword?.message}
          maxLength={100}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {busy ? 'Logging in... ' : 'Log in'}
        </Button>
        <Link
          href={marketingSiteUrl ? `${marketingSiteUrl}/register-group` : '/register-store'}
          sx={{ textAlign: 'center' }}
        >
          Not registered yet? Click here to register.
        </Link>
      </Stack>
    </Box>
  );
}
