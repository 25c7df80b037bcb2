import {
  FIELD_MAX,
  sellerLoginForm,
  sendSellerLoginLinkRequest,
  type LoginSellerResponse,
  type Translate,
} from '@fundshop/core';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { EmailRequestDialog } from '../../../components/email-request-dialog.tsx';
import { LoginActions } from '../../../components/login-actions.tsx';
import { useMessageDialog } from '../../../components/message-dialog.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { FormFields, type FieldSpec } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { errorText, hasErrorCode } from '../../../lib/api-client.ts';
import { sellerStorage } from '../../../lib/storage.ts';
import { useLoginSeller } from '../api/login-seller.ts';
import { useSendLoginLink } from '../api/send-login-link.ts';
import { useT } from '../../../lib/i18n.tsx';
import { storeLanguage } from '../../../lib/page-language.ts';

const fieldsOf = (t: Translate): FieldSpec<z.input<typeof sellerLoginForm>>[] => [
  { name: 'loginEmail', label: t('form.email'), type: 'email', autoComplete: 'username' },
  { name: 'loginPassword', label: t('login.loginCode'), type: 'password', autoComplete: 'current-password' },
];

/** Success (SPEC §4): store the seller data, then a full load of /seller/start. */
function completeLogin(result: LoginSellerResponse): void {
  sellerStorage.save(result);
  // The pages after the login start in the seller's language (docs/decisions/0044).
  storeLanguage(result.language);
  window.location.assign('/seller/start');
}

/**
 * Seller login (SPEC §2 /seller/login): Email and Login code, or the code alone (typed with the email left empty, or
 * from the login link ?inloggningskod=CODE, which logs in at once). Errors per SPEC §8. 'Send me my login link' mails
 * the link again (docs/decisions/0034).
 */
export function SellerLoginForm({ linkCode }: { linkCode?: string | null }) {
  const t = useT();
  const login = useLoginSeller();
  const sendLink = useSendLoginLink();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkBusy, setLinkBusy] = useState(Boolean(linkCode));
  const linkTried = useRef(false);
  const form = useZodForm(sellerLoginForm, { loginEmail: '', loginPassword: '' });
  const message = useMessageDialog();
  const { show } = message;

  const { onSubmit, formError, setFormError } = useServerSubmit(
    form,
    async (values) => {
      if (login.isPending) return;
      completeLogin(await login.mutateAsync(values));
    },
    {
      refused: (error) => {
        // An unknown email answers 'error-password' too (docs/decisions/0018): the server does not say which is wrong.
        if (hasErrorCode(error, 'error-password')) {
          form.setError('loginPassword', { message: t('msg.passwordIncorrect') }, { shouldFocus: true });
        } else if (hasErrorCode(error, 'seller-inactive')) {
          show(t('msg.sellerInactive'));
        } else return false;
        return true;
      },
    },
  );

  const { mutateAsync } = login;
  useEffect(() => {
    if (!linkCode || linkTried.current) return;
    linkTried.current = true;
    mutateAsync({ loginPassword: linkCode })
      .then(completeLogin)
      .catch((error: unknown) => {
        setLinkBusy(false);
        if (hasErrorCode(error, 'seller-inactive')) {
          show(t('msg.sellerInactive'));
        } else if (hasErrorCode(error, 'error-password', 'validation-error')) {
          setFormError(t('msg.loginLinkInvalid'));
        } else {
          setFormError(errorText(error));
        }
      });
  }, [linkCode, mutateAsync, setFormError, show, t]);

  const busy = login.isPending || login.isSuccess;

  if (linkBusy) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CircularProgress />
        <Typography>{t('login.loggingIn')}</Typography>
        {message.dialog}
      </Stack>
    );
  }

  // The dialog is outside the login form: a submit in it must not bubble (through React's tree) into the login.
  return (
    <>
      <FormStack onSubmit={onSubmit} error={formError}>
        <Typography color="text.secondary">{t('login.sellerDetailsSent')}</Typography>
        <Typography color="text.secondary">{t('recovery.sellerCodeAlone')}</Typography>
        <FormFields form={form} fields={fieldsOf(t)} limits={FIELD_MAX.sellerLogin} />
        <LoginActions
          busy={busy}
          registerText={t('login.sellerNotRegistered')}
          onRegister={() => show(t('supporter.participantRegisterHint'), t('login.sellerRegisterTitle'))}
        />
        <Button variant="outlined" onClick={() => setLinkOpen(true)}>
          {t('recovery.sellerLinkButton')}
        </Button>
        {message.dialog}
      </FormStack>
      <EmailRequestDialog
        open={linkOpen}
        onClose={() => setLinkOpen(false)}
        title={t('recovery.sellerLinkButton')}
        intro={t('recovery.sellerLinkIntro')}
        submitText={t('recovery.sellerLinkButton')}
        sentText={t('recovery.sellerLinkSent')}
        schema={sendSellerLoginLinkRequest}
        maxLength={FIELD_MAX.sellerLogin.loginEmail}
        send={sendLink.mutateAsync}
      />
    </>
  );
}
