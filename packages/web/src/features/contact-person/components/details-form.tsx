import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, webshopDetailsForm, type RetrieveWebshopDetailsResponse } from '@fundshop/core';
import { Box, Button, CircularProgress, Grid, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorSnackbar } from '../../../components/error-snackbar.tsx';
import { InfoDialog } from '../../../components/info-dialog.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ApiRequestError, errorText } from '../../../lib/api-client.ts';
import { contactPersonStorage } from '../../../lib/storage.ts';
import { useUpdateWebshopDetails } from '../api/update-webshop-details.ts';

type DetailsField = keyof RetrieveWebshopDetailsResponse;
type DetailsValues = Record<DetailsField, string>;

const resolver = zodResolver(webshopDetailsForm) as unknown as Resolver<DetailsValues, unknown, DetailsValues>;

const FIELDS: { name: DetailsField; label: string; maxLength: number; wide?: boolean; autoComplete?: string }[] = [
  { name: 'schoolOrAssociation', label: 'Organization', maxLength: 34, autoComplete: 'organization' },
  { name: 'classOrTeam', label: 'Class or team', maxLength: 34 },
  { name: 'firstName', label: 'First name', maxLength: 24, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', maxLength: 34, autoComplete: 'family-name' },
  { name: 'email', label: 'Email', maxLength: 65, autoComplete: 'email' },
  { name: 'phoneNumber', label: 'Phone number', maxLength: 19, autoComplete: 'tel' },
];

/** The contact person's group and contact details (SPEC §3 Contact person details, §5 rules). */
export function DetailsForm({ webShopId, details }: { webShopId: number; details: RetrieveWebshopDetailsResponse }) {
  const navigate = useNavigate();
  const update = useUpdateWebshopDetails();
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DetailsValues, unknown, DetailsValues>({
    resolver,
    defaultValues: { ...details, password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // SPEC §4 "Name changes": a first name changed elsewhere is taken into the stored login data.
  useEffect(() => {
    const session = contactPersonStorage.get();
    if (session && details.firstName && session.firstName !== details.firstName) {
      contactPersonStorage.updateName(details.firstName, details.lastName);
    }
  }, [details.firstName, details.lastName]);

  const onSubmit = handleSubmit(
    async (values) => {
      if (update.isPending) return;
      try {
        await update.mutateAsync({ webShopId, ...values });
        const session = contactPersonStorage.get();
        if (session && session.firstName !== values.firstName)
          contactPersonStorage.updateName(values.firstName, values.lastName);
        setSaved(true);
      } catch (error) {
        if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (field in details) setError(field as DetailsField, { message });
          }
          setSnackbar(MSG.fixTheErrors);
        } else {
          setSnackbar(errorText(error));
        }
      }
    },
    () => setSnackbar(MSG.fixTheErrors),
  );

  const fieldProps = (name: DetailsField) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    fullWidth: true,
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Grid container spacing={2.5}>
        {FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
            <TextField
              label={field.label}
              autoComplete={field.autoComplete}
              {...fieldProps(field.name)}
              slotProps={{ htmlInput: { maxLength: field.maxLength } }}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            {...fieldProps('password')}
            helperText={errors.password?.message ?? 'Leave empty to keep your current password.'}
            maxLength={19}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Message to buyers"
            multiline
            minRows={3}
            {...fieldProps('commentToBuyers')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button component={RouterLink} to="/contactperson/start" variant="outlined">
          Back
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={update.isPending}
          startIcon={update.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Save
        </Button>
      </Stack>
      <ErrorSnackbar open={snackbar !== null} message={snackbar ?? ''} onClose={() => setSnackbar(null)} />
      <InfoDialog
        open={saved}
        title={MSG.savedTitle}
        html={MSG.savedBody}
        onOk={() => {
          setSaved(false);
          void navigate('/contactperson/start');
        }}
      />
    </Box>
  );
}
