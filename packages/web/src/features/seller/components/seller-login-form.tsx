import { FIELD_MAX, MSG, sellerLoginForm, type LoginSellerResponse } from '@fundshop/core';
import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormPasswordField, FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { errorText, hasErrorCode } from '../../../lib/api-client.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { sellerStorage } from '../../../lib/storage.ts';
import { useLoginSeller } from '../api/login-seller.ts';

/** Success (SPEC §4): store the seller data, then a full load of /seller/start. */
function completeLogin(result: LoginSellerResponse): void {
  sellerStorage.save(result);
  window.location.assign('/seller/start');
}

/**
 * Seller login (SPEC §2 /seller/login): Email and Login code, or the code alone from the login link
 * (?inloggningskod=CODE), which logs in at once. Errors per SPEC §8.
 */
export function SellerLoginForm({ linkCode }: { linkCode?: string | null }) {
  const config = usePublicConfig();
  const login = useLoginSeller();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkBusy, setLinkBusy] = useState(Boolean(linkCode));
  const linkTried = useRef(false);
  const form = useZodForm(sellerLoginForm, { loginEmail: '', loginPassword: '' });

  const { mutateAsync } = login;
  useEffect(() => {
    if (!linkCode || linkTried.current) return;
    linkTried.current = true;
    mutateAsync({ loginPassword: linkCode })
      .then(completeLogin)
      .catch((error: unknown) => {
        setLinkBusy(false);
        if (hasErrorCode(error, 'seller-inactive')) {
          window.alert(MSG.sellerInactive);
        } else if (hasErrorCode(error, 'error-password', 'validation-error')) {
          setFormError(MSG.loginLinkInvalid);
        } else {
          setFormError(errorText(error));
        }
      });
  }, [linkCode, mutateAsync]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (login.isPending) return;
    setFormError(null);
    try {
      completeLogin(await login.mutateAsync(values));
    } catch (error) {
      if (hasErrorCode(error, 'error-email')) {
        form.setError('loginEmail', { message: MSG.emailIncorrect }, { shouldFocus: true });
      } else if (hasErrorCode(error, 'error-password')) {
        form.setError('loginPassword', { message: MSG.passwordIncorrect }, { shouldFocus: true });
      } else if (hasErrorCode(error, 'seller-inactive')) {
        window.alert(MSG.sellerInactive);
      } else {
        setFormError(applyServerErrors(form, error));
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
        <FormAlert message={formError} />
        <Typography color="text.secondary">
          Your login details were sent to you by email when you were registered. Can&apos;t find the email? Please check
          your junk folder.
        </Typography>
        <FormTextField
          form={form}
          name="loginEmail"
          label="Email"
          type="email"
          autoComplete="username"
          maxLength={FIELD_MAX.sellerLogin.loginEmail}
        />
        <FormPasswordField
          form={form}
          name="loginPassword"
          label="Login code"
          autoComplete="current-password"
          maxLength={FIELD_MAX.sellerLogin.loginPassword}
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
