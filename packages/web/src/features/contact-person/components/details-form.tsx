import {
  FIELD_MAX,
  currentPasswordRequired,
  webshopDetailsForm,
  type RetrieveWebshopDetailsResponse,
  type Translate,
} from '@fundshop/core';
import { Box, Button, Grid, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorSnackbar } from '../../../components/error-snackbar.tsx';
import { InfoDialog } from '../../../components/info-dialog.tsx';
import { SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormFields, type FieldSpec } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors, hasFieldErrors } from '../../../components/form/server-errors.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { contactPersonStorage } from '../../../lib/storage.ts';
import { useUpdateWebshopDetails } from '../api/update-webshop-details.ts';
import { useT } from '../../../lib/i18n.tsx';

type Fields = z.input<typeof webshopDetailsForm>;

/**
 * The form's fields in the page's language. The current password is asked beside the new one once the email or the
 * password is changed (docs/decisions/0019).
 */
function fieldsOf(t: Translate, askCurrentPassword: boolean): FieldSpec<Fields>[] {
  const fields: FieldSpec<Fields>[] = [
    { name: 'schoolOrAssociation', label: t('organiser.organization'), autoComplete: 'organization' },
    { name: 'classOrTeam', label: t('organiser.classOrTeam') },
    { name: 'firstName', label: t('organiser.firstName'), autoComplete: 'given-name' },
    { name: 'lastName', label: t('organiser.lastName'), autoComplete: 'family-name' },
    { name: 'email', label: t('organiser.email'), autoComplete: 'email' },
    { name: 'phoneNumber', label: t('organiser.phoneNumber'), autoComplete: 'tel' },
    {
      name: 'password',
      label: t('organiser.password'),
      type: 'password',
      autoComplete: 'new-password',
      helperText: t('organiser.passwordHint'),
    },
    { name: 'commentToBuyers', label: t('organiser.messageToBuyers'), multiline: true, minRows: 3, gridSize: 12 },
  ];
  if (!askCurrentPassword) return fields;
  const currentPassword: FieldSpec<Fields> = {
    name: 'currentPassword',
    label: t('organiser.currentPassword'),
    type: 'password',
    autoComplete: 'current-password',
    helperText: t('organiser.currentPasswordHint'),
  };
  return fields.flatMap((field) => (field.name === 'password' ? [field, currentPassword] : [field]));
}

const LIMITS = { ...FIELD_MAX.details, currentPassword: FIELD_MAX.contactPersonLogin.password };

/** The contact person's group and contact details (SPEC §3 Contact person details, §5 rules). */
export function DetailsForm({ webShopId, details }: { webShopId: number; details: RetrieveWebshopDetailsResponse }) {
  const t = useT();
  const navigate = useNavigate();
  const update = useUpdateWebshopDetails();
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useZodForm(webshopDetailsForm, { ...details, password: '', currentPassword: '' });
  const askCurrentPassword = currentPasswordRequired(details, {
    email: form.watch('email') ?? '',
    password: form.watch('password') ?? '',
  });

  // SPEC §4 "Name changes": a first name changed elsewhere is taken into the stored login data.
  useEffect(() => {
    const session = contactPersonStorage.get();
    if (session && details.firstName && session.firstName !== details.firstName) {
      contactPersonStorage.updateName(details.firstName, details.lastName);
    }
  }, [details.firstName, details.lastName]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (update.isPending) return;
      if (currentPasswordRequired(details, values) && values.currentPassword === '') {
        form.setError('currentPassword', { message: t('msg.currentPasswordMissing') }, { shouldFocus: true });
        setSnackbar(t('msg.fixTheErrors'));
        return;
      }
      try {
        await update.mutateAsync({ webShopId, ...values });
        const session = contactPersonStorage.get();
        if (session && session.firstName !== values.firstName)
          contactPersonStorage.updateName(values.firstName, values.lastName);
        setSaved(true);
      } catch (error) {
        const message = applyServerErrors(form, error);
        // SPEC §5: field errors are announced with this form's own wording; a key without a field has no place here.
        setSnackbar(hasFieldErrors(error) ? t('msg.fixTheErrors') : message);
      }
    },
    () => setSnackbar(t('msg.fixTheErrors')),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Grid container spacing={2.5}>
        <FormFields form={form} fields={fieldsOf(t, askCurrentPassword)} limits={LIMITS} gridSize={{ xs: 12, sm: 6 }} />
      </Grid>
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button component={RouterLink} to="/contactperson/start" variant="outlined">
          {t('organiser.back')}
        </Button>
        <SubmitButton busy={update.isPending}>{t('organiser.save')}</SubmitButton>
      </Stack>
      <ErrorSnackbar open={snackbar !== null} message={snackbar ?? ''} onClose={() => setSnackbar(null)} />
      <InfoDialog
        open={saved}
        title={t('msg.savedTitle')}
        html={t('msg.savedBody')}
        onOk={() => {
          setSaved(false);
          void navigate('/contactperson/start');
        }}
      />
    </Box>
  );
}
