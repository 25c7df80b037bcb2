import { Alert, Typography } from '@mui/material';
import { OPERATOR_MSG, operatorLoginRequest } from '@fundshop/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { FormStack, SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormPasswordField, FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSignIn } from '../api/account.ts';

/** Email, password and the authenticator's code (or a recovery code) at once (docs/decisions/0031). */
export function SignInPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useZodForm(operatorLoginRequest, { email: '', password: '', code: '' });
  const { onSubmit, formError } = useServerSubmit(form, async (values) => {
    await signIn.mutateAsync(values);
    const from = (location.state as { from?: string } | null)?.from;
    await navigate(from && from !== '/sign-in' ? from : '/groups', { replace: true });
  });
  return (
    <PageCard title="Sign in to the operator console" maxWidth={480}>
      {params.get('ended') ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {OPERATOR_MSG.sessionEnded}
        </Alert>
      ) : null}
      <FormStack onSubmit={onSubmit} error={formError}>
        <FormTextField form={form} name="email" label="Email" type="email" autoComplete="username" />
        <FormPasswordField form={form} name="password" label="Password" autoComplete="current-password" />
        <FormTextField
          form={form}
          name="code"
          label="Code"
          helperText="The 6 digits your authenticator app shows, or one of your recovery codes"
          autoComplete="one-time-code"
          htmlInput={{ inputMode: 'text', spellCheck: false }}
        />
        <SubmitButton busy={form.formState.isSubmitting}>Sign in</SubmitButton>
      </FormStack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        New here? Open the set-up link from your mail first.
      </Typography>
    </PageCard>
  );
}
