import { FIELD_MAX, PASSWORD_RESET_TOKEN_PARAM, newPassword } from '@fundshop/core';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormStack, SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormPasswordField } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { PageCard } from '../../../components/page-card.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useResetLinkCheck, useResetPassword } from '../api/account-recovery.ts';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog.tsx';

const resetForm = z.object({ password: newPassword });

/**
 * /reset-password?token=…: the link of the 'Forgot password?' mail (docs/decisions/0034). The new password follows the
 * rules of the organiser's details; nothing happens until the form is sent, so a mail scanner opening the link
 * uses nothing. The link is checked as the page opens (without using it): a used or old one says so at once, with
 * the way to ask for a new link, instead of after a new password is typed (issue 40).
 */
export function ResetPasswordPage() {
  const t = useT();
  // The page's title is the form's ('Choose a new password').
  useDocumentTitle(t('recovery.resetTitle'));
  const [params] = useSearchParams();
  const token = params.get(PASSWORD_RESET_TOKEN_PARAM)?.trim() ?? '';
  const reset = useResetPassword();
  const check = useResetLinkCheck(token);
  const [asking, setAsking] = useState(false);
  // Only the server's word that the link is dead hides the form: a network failure leaves it to the submit.
  const dead = token === '' || (check.isError && hasErrorCode(check.error, 'reset-link-invalid'));
  const form = useZodForm(resetForm, { password: '' });
  const { onSubmit, formError, setFormError } = useServerSubmit(
    form,
    async (values) => {
      if (reset.isPending) return;
      await reset.mutateAsync({ token, password: values.password });
    },
    {
      refused: (error) => {
        if (!hasErrorCode(error, 'reset-link-invalid')) return false;
        setFormError(t('recovery.resetLinkInvalid'));
        return true;
      },
    },
  );

  return (
    <PageCard title={t('recovery.resetTitle')} maxWidth={480}>
      {reset.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{t('recovery.resetDone')}</Alert>
          <Typography>
            {t('organiserLogin.loginId')}: <strong>{reset.data.webShopId}</strong>
          </Typography>
          <Button component={RouterLink} to="/contactperson/login" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {t('login.logIn')}
          </Button>
        </Stack>
      ) : dead ? (
        <Stack spacing={2}>
          <Alert severity="error">{t('recovery.resetLinkInvalid')}</Alert>
          <Button variant="contained" onClick={() => setAsking(true)} sx={{ alignSelf: 'flex-start' }}>
            {t('recovery.forgotPasswordButton')}
          </Button>
          <ForgotPasswordDialog open={asking} onClose={() => setAsking(false)} />
        </Stack>
      ) : check.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('recovery.resetTitle')} />
        </Box>
      ) : (
        <FormStack onSubmit={onSubmit} error={formError}>
          <Typography>{t('recovery.resetIntro')}</Typography>
          <FormPasswordField
            form={form}
            name="password"
            label={t('recovery.newPasswordLabel')}
            autoComplete="new-password"
            maxLength={FIELD_MAX.details.password}
          />
          <SubmitButton busy={reset.isPending}>{t('recovery.resetButton')}</SubmitButton>
        </FormStack>
      )}
    </PageCard>
  );
}
