import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { enrolRequest } from '@fundshop/core';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { QrCode } from '../../../components/qr-code.tsx';
import { FormStack, SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormPasswordField, FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useEnrol, useEnrolment } from '../api/account.ts';
import { QueryState } from '../components/query-state.tsx';

/** The ten recovery codes, shown this once, to copy or write down. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  return (
    <Stack spacing={2}>
      <Alert severity="success">Your account is ready.</Alert>
      <Typography>
        These are your recovery codes. Each signs you in once instead of a code from your phone. Keep them somewhere
        safe: they are not shown again.
      </Typography>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1.05rem', pl: 3, m: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={async () => {
            await navigator.clipboard.writeText(codes.join('\n'));
            setCopied(true);
          }}
        >
          {copied ? 'Copied' : 'Copy the codes'}
        </Button>
        <Button variant="contained" component={RouterLink} to="/sign-in">
          Go to sign-in
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The set-up link's page (`/operator/enrol#<token>`): the authenticator app's secret as a QR code and as text, then a
 * password and a code the app shows, which proves it was set up (docs/decisions/0031).
 */
export function EnrolPage() {
  const token = useLocation().hash.replace(/^#/, '');
  const info = useEnrolment(token);
  const enrol = useEnrol(token);
  const form = useZodForm(enrolRequest, { password: '', code: '' });
  const { onSubmit, formError } = useServerSubmit(form, (values) => enrol.mutateAsync(values));
  if (enrol.data) {
    return (
      <PageCard title="Save your recovery codes" maxWidth={560}>
        <RecoveryCodes codes={enrol.data.recoveryCodes} />
      </PageCard>
    );
  }
  return (
    <PageCard title="Set up your operator account" maxWidth={640}>
      <QueryState query={info}>
        {(account) => (
          <Stack spacing={3}>
            <Typography>
              {account.email} · {account.role}
            </Typography>
            <Stack spacing={1}>
              <Typography variant="h6" component="h2">
                1. Add Fundshop to your authenticator app
              </Typography>
              <Typography variant="body2">
                Scan the code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or
                1Password), or type in the key below.
              </Typography>
              <Box>
                <QrCode value={account.otpauthUri} label="QR code for your authenticator app" size={200} />
              </Box>
              <Typography variant="body2">
                Key: <code data-testid="totp-secret">{account.secret}</code>
              </Typography>
            </Stack>
            <Stack spacing={1}>
              <Typography variant="h6" component="h2">
                2. Choose a password and enter the code the app shows
              </Typography>
              <FormStack onSubmit={onSubmit} error={formError}>
                <FormPasswordField
                  form={form}
                  name="password"
                  label="Password"
                  autoComplete="new-password"
                  helperText="At least 12 characters"
                />
                <FormTextField
                  form={form}
                  name="code"
                  label="Code from the app"
                  autoComplete="one-time-code"
                  htmlInput={{ inputMode: 'numeric' }}
                />
                <SubmitButton busy={form.formState.isSubmitting}>Finish set-up</SubmitButton>
              </FormStack>
            </Stack>
          </Stack>
        )}
      </QueryState>
    </PageCard>
  );
}
