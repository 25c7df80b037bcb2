import { CO_ORGANISER_TOKEN_PARAM, FIELD_MAX, acceptCoOrganiserForm } from '@fundshop/core';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormStack, SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormPasswordField, FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { PageCard } from '../../../components/page-card.tsx';
import { TermsCheckbox } from '../../../components/terms-checkbox.tsx';
import { errorText, hasErrorCode } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useAcceptCoOrganiser, useCoOrganiserInvitation } from '../api/co-organisers.ts';

function AcceptForm({ token, email, groupName }: { token: string; email: string; groupName: string }) {
  const t = useT();
  const accept = useAcceptCoOrganiser(token);
  const form = useZodForm(acceptCoOrganiserForm, { name: '', password: '', isAdult: false });
  const { onSubmit, formError, setFormError } = useServerSubmit(
    form,
    async (values) => {
      if (accept.isPending) return;
      await accept.mutateAsync(values);
    },
    {
      refused: (error) => {
        if (!hasErrorCode(error, 'invitation-invalid')) return false;
        setFormError(t('coOrganiser.invitationInvalid'));
        return true;
      },
    },
  );
  if (accept.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{t('coOrganiser.acceptedDone')}</Alert>
        <Button component={RouterLink} to="/contactperson/login" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t('coOrganiser.logIn')}
        </Button>
      </Stack>
    );
  }
  return (
    <FormStack onSubmit={onSubmit} error={formError}>
      <Typography>{t('coOrganiser.acceptIntro', { group: groupName })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {email}
      </Typography>
      <FormTextField
        form={form}
        name="name"
        label={t('coOrganiser.nameLabel')}
        autoComplete="name"
        maxLength={FIELD_MAX.participant.name}
      />
      <FormPasswordField
        form={form}
        name="password"
        label={t('coOrganiser.passwordLabel')}
        autoComplete="new-password"
        maxLength={FIELD_MAX.details.password}
      />
      <TermsCheckbox
        form={form}
        name="isAdult"
        label={t('coOrganiser.adult')}
        tooltip={t('coOrganiser.adultRequired')}
      />
      <SubmitButton busy={accept.isPending}>{t('coOrganiser.acceptButton')}</SubmitButton>
    </FormStack>
  );
}

/** /co-organiser/accept?token=…: the invitation mailed to a co-organiser (docs/decisions/0035). */
export function CoOrganiserAcceptPage() {
  const t = useT();
  useDocumentTitle(t('organiser.pageCoOrganiserAccept'));
  const [params] = useSearchParams();
  const token = params.get(CO_ORGANISER_TOKEN_PARAM)?.trim() ?? '';
  const invitation = useCoOrganiserInvitation(token);
  return (
    <PageCard title={t('coOrganiser.acceptTitle')} maxWidth={520}>
      {token === '' ||
      (invitation.isError && hasErrorCode(invitation.error, 'invitation-invalid', 'validation-error')) ? (
        <Alert severity="error">{t('coOrganiser.invitationInvalid')}</Alert>
      ) : invitation.isError ? (
        <Alert severity="error">{errorText(invitation.error)}</Alert>
      ) : invitation.isPending ? (
        <LoadingStatus />
      ) : (
        <AcceptForm token={token} email={invitation.data.email} groupName={invitation.data.groupName} />
      )}
    </PageCard>
  );
}
