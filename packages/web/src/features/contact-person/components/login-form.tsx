import { FIELD_MAX, loginContactPersonRequest, type Translate } from '@fundshop/core';
import { Link, Stack } from '@mui/material';
import { useState } from 'react';
import type { z } from 'zod';
import { LoginActions } from '../../../components/login-actions.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { FormFields, type FieldSpec } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { rememberFailedLogins } from '../../../lib/failed-logins.ts';
import { contactPersonStorage } from '../../../lib/storage.ts';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { useLoginContactPerson } from '../api/login-contact-person.ts';
import { useT } from '../../../lib/i18n.tsx';
import { storeLanguage } from '../../../lib/page-language.ts';

type Fields = z.input<typeof loginContactPersonRequest>;

/**
 * ID and Password, in the page's language. A co-organiser logs in with its email in the same field (docs/decisions/
 * 0035): an email keyboard for it.
 */
function loginFields(t: Translate, byEmail: boolean): FieldSpec<Fields>[] {
  const password: FieldSpec<Fields> = {
    name: 'password',
    label: t('organiserLogin.password'),
    type: 'password',
    autoComplete: 'current-password',
  };
  return byEmail
    ? [{ name: 'webShopId', label: t('coOrganiser.emailLabel'), type: 'email', autoComplete: 'username' }, password]
    : [
        {
          name: 'webShopId',
          label: t('organiserLogin.id'),
          autoComplete: 'username',
          htmlInput: { inputMode: 'numeric' },
        },
        password,
      ];
}

/**
 * Contact person login (SPEC §2): ID and Password; success stores the session and loads /contactperson/start. A
 * co-organiser logs in with its email as the ID; 'Forgot password?' mails a reset link (docs/decisions/0034).
 */
export function LoginForm() {
  const t = useT();
  const login = useLoginContactPerson();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [byEmail, setByEmail] = useState(false);
  const form = useZodForm(loginContactPersonRequest, { webShopId: '', password: '' });

  const { onSubmit, formError } = useServerSubmit(
    form,
    async (values) => {
      if (login.isPending) return;
      const answer = await login.mutateAsync(values);
      contactPersonStorage.save(answer);
      // The pages after the login start in the person's language (docs/decisions/0044).
      storeLanguage(answer.language);
      rememberFailedLogins(answer.failedLoginAttempts, answer.lastFailedLoginAt);
      window.location.assign('/contactperson/start');
    },
    {
      refused: (error) => {
        if (hasErrorCode(error, 'error-username')) {
          form.setError('webShopId', { message: t('msg.idIncorrect') }, { shouldFocus: true });
        } else if (hasErrorCode(error, 'error-password')) {
          form.setError('password', { message: t('msg.passwordIncorrect') }, { shouldFocus: true });
        } else return false;
        return true;
      },
    },
  );

  const busy = login.isPending || login.isSuccess;

  // The dialog is outside the login form: a submit in it must not bubble (through React's tree) into the login.
  return (
    <>
      <FormStack onSubmit={onSubmit} error={formError}>
        <FormFields form={form} fields={loginFields(t, byEmail)} limits={FIELD_MAX.contactPersonLogin} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component="button" type="button" onClick={() => setByEmail(!byEmail)}>
            {byEmail ? t('coOrganiser.loginAsOrganiser') : t('coOrganiser.loginAsCoOrganiser')}
          </Link>
          <Link component="button" type="button" onClick={() => setForgotOpen(true)}>
            {t('recovery.forgotPasswordLink')}
          </Link>
        </Stack>
        <LoginActions busy={busy} registerText={t('organiserLogin.register')} />
      </FormStack>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}
