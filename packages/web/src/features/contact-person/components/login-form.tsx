import { FIELD_MAX, loginContactPersonRequest, MSG } from '@fundshop/core';
import type { z } from 'zod';
import { LoginActions } from '../../../components/login-actions.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { FormFields, type FieldSpec } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { rememberFailedLogins } from '../../../lib/failed-logins.ts';
import { contactPersonStorage } from '../../../lib/storage.ts';
import { useLoginContactPerson } from '../api/login-contact-person.ts';

const FIELDS: FieldSpec<z.input<typeof loginContactPersonRequest>>[] = [
  { name: 'webShopId', label: 'ID', autoComplete: 'username', htmlInput: { inputMode: 'numeric' } },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/** Contact person login (SPEC §2): ID and Password; success stores the session and loads /contactperson/start. */
export function LoginForm() {
  const login = useLoginContactPerson();
  const form = useZodForm(loginContactPersonRequest, { webShopId: '', password: '' });

  const { onSubmit, formError } = useServerSubmit(
    form,
    async (values) => {
      if (login.isPending) return;
      const answer = await login.mutateAsync(values);
      contactPersonStorage.save(answer);
      rememberFailedLogins(answer.failedLoginAttempts, answer.lastFailedLoginAt);
      window.location.assign('/contactperson/start');
    },
    {
      refused: (error) => {
        if (hasErrorCode(error, 'error-username')) {
          form.setError('webShopId', { message: MSG.idIncorrect }, { shouldFocus: true });
        } else if (hasErrorCode(error, 'error-password')) {
          form.setError('password', { message: MSG.passwordIncorrect }, { shouldFocus: true });
        } else return false;
        return true;
      },
    },
  );

  const busy = login.isPending || login.isSuccess;

  return (
    <FormStack onSubmit={onSubmit} error={formError}>
      <FormFields form={form} fields={FIELDS} limits={FIELD_MAX.contactPersonLogin} />
      <LoginActions busy={busy} registerText="Login details missing? Click here to register" />
    </FormStack>
  );
}
