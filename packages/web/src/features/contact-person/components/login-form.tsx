import { FIELD_MAX, loginContactPersonRequest, MSG } from '@fundshop/core';
import { Box, Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormPasswordField, FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { contactPersonStorage } from '../../../lib/storage.ts';
import { useLoginContactPerson } from '../api/login-contact-person.ts';

/** Contact person login (SPEC §2): ID and Password; success stores the session and loads /contactperson/start. */
export function LoginForm() {
  const config = usePublicConfig();
  const login = useLoginContactPerson();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(loginContactPersonRequest, { webShopId: '', password: '' });

  const onSubmit = form.handleSubmit(async (values) => {
    if (login.isPending) return;
    setFormError(null);
    try {
      const result = await login.mutateAsync(values);
      contactPersonStorage.save(result);
      window.location.assign('/contactperson/start');
    } catch (error) {
      if (hasErrorCode(error, 'error-username')) {
        form.setError('webShopId', { message: MSG.idIncorrect }, { shouldFocus: true });
      } else if (hasErrorCode(error, 'error-password')) {
        form.setError('password', { message: MSG.passwordIncorrect }, { shouldFocus: true });
      } else {
        setFormError(applyServerErrors(form, error));
      }
    }
  });

  const marketingSiteUrl = config.data?.marketingSiteUrl.replace(/\/$/, '');
  const busy = login.isPending || login.isSuccess;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <FormAlert message={formError} />
        <FormTextField
          form={form}
          name="webShopId"
          label="ID"
          autoComplete="username"
          inputMode="numeric"
          maxLength={FIELD_MAX.contactPersonLogin.webShopId}
        />
        <FormPasswordField
          form={form}
          name="password"
          label="Password"
          autoComplete="current-password"
          maxLength={FIELD_MAX.contactPersonLogin.password}
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
