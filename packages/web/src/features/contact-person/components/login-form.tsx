import { zodResolver } from '@hookform/resolvers/zod';
import { loginContactPersonRequest, MSG, type LoginContactPersonRequest } from '@fundshop/core';
import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field.tsx';
import { ApiRequestError, errorText } from '../../../lib/api-client.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { contactPersonStorage } from '../../../lib/storage.ts';
import { useLoginContactPerson } from '../api/login-contact-person.ts';

interface LoginFormValues {
  webShopId: string;
  password: string;
}

const resolver = zodResolver(loginContactPersonRequest) as unknown as Resolver<
  LoginFormValues,
  unknown,
  LoginContactPersonRequest
>;

/** Contact person login (SPEC §2): ID and Password; success stores the session and loads /contactperson/start. */
export function LoginForm() {
  const config = usePublicConfig();
  const login = useLoginContactPerson();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginContactPersonRequest>({
    resolver,
    defaultValues: { webShopId: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    if (login.isPending) return;
    setFormError(null);
    try {
      const result = await login.mutateAsync(values);
      contactPersonStorage.save(result);
      window.location.assign('/contactperson/start');
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'error-username') {
        setError('webShopId', { message: MSG.idIncorrect }, { shouldFocus: true });
      } else if (error instanceof ApiRequestError && error.code === 'error-password') {
        setError('password', { message: MSG.passwordIncorrect }, { shouldFocus: true });
      } else if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'webShopId' || field === 'password') setError(field, { message });
          else setFormError(message);
        }
      } else {
        setFormError(errorText(error));
      }
    }
  });

  const marketingSiteUrl = config.data?.marketingSiteUrl.replace(/\/$/, '');
  const busy = login.isPending || login.isSuccess;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextField
          label="ID"
          autoComplete="username"
          inputMode="numeric"
          {...register('webShopId')}
          error={Boolean(errors.webShopId)}
          helperText={errors.webShopId?.message}
          slotProps={{ htmlInput: { maxLength: 45 } }}
          fullWidth
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
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
          Login details missing? Click here to register
        </Link>
      </Stack>
    </Box>
  );
}
