import {
  FIELD_MAX,
  LANGUAGE_NAMES,
  LANGUAGES,
  currencySymbolForCountry,
  groupSettingsForm,
  type GroupSettingsResponse,
} from '@fundshop/core';
import { Alert, Box, Grid, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { countryOptions } from '../../../components/form/country-options.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormSelectField, FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useUpdateGroupSettings } from '../api/group-settings.ts';

/** Each language in its own name, so a reader finds its own whatever the page's language. */
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/**
 * The group's settings after registration (issue 27): goal, team size, country (until the first sale) and the
 * message to supporters, checked by registration's rules. The organiser's and co-organisers'.
 */
export function GroupSettingsForm({
  webShopId,
  settings,
  withMessage,
}: {
  webShopId: number;
  settings: GroupSettingsResponse;
  /** The message to supporters: a co-organiser's only place for it (the organiser's is the Profile form above). */
  withMessage: boolean;
}) {
  const { t } = useI18n();
  const countries = useMemo(() => countryOptions(t), [t]);
  const update = useUpdateGroupSettings();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(groupSettingsForm, {
    goal: settings.goal,
    amountOfParticipants: settings.amountOfParticipants,
    countryCode: settings.countryCode as 'US',
    language: settings.language,
    ...(withMessage ? { commentToBuyers: settings.commentToBuyers } : {}),
  });
  const { onSubmit, formError } = useServerSubmit(
    form,
    async (values) => {
      if (update.isPending) return;
      setSaved(false);
      await update.mutateAsync({ webShopId, ...values });
      setSaved(true);
    },
    {
      invalidMessage: t('msg.fixTheErrors'),
      // Refused after a sale since the form was loaded: the server's English text, in the page's language.
      refused: (error) => {
        if (!hasErrorCode(error, 'country-locked')) return false;
        form.setError('countryCode', { message: t('groupSettings.countryLocked') }, { shouldFocus: true });
        return true;
      },
    },
  );
  const country = form.watch('countryCode');

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          {t('groupSettings.intro')}
        </Typography>
        <FormAlert message={formError} />
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              form={form}
              name="goal"
              label={t('organiser.goal')}
              type="number"
              htmlInput={{ inputMode: 'decimal', min: 1 }}
              startAdornment={currencySymbolForCountry(country)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              form={form}
              name="amountOfParticipants"
              label={t('organiser.teamMembers')}
              htmlInput={{ inputMode: 'numeric' }}
              maxLength={FIELD_MAX.registration.amountOfParticipants}
            />
          </Grid>
          <Grid size={12}>
            {settings.canChangeCountry ? (
              <FormSelectField
                form={form}
                name="countryCode"
                label={t('organiser.country')}
                placeholder={t('organiser.chooseCountry')}
                options={countries}
                autoComplete="country"
              />
            ) : (
              <Alert severity="info">
                {`${t('organiser.countryIs', { country: countries.find((o) => o.value === settings.countryCode)?.label ?? settings.countryCode })} ${t('groupSettings.countryLockedHint')}`}
              </Alert>
            )}
          </Grid>
          <Grid size={12}>
            <FormSelectField
              form={form}
              name="language"
              label={t('groupSettings.language')}
              helperText={t('groupSettings.languageHint')}
              options={LANGUAGE_OPTIONS}
            />
          </Grid>
          {withMessage ? (
            <Grid size={12}>
              <FormTextField
                form={form}
                name="commentToBuyers"
                label={t('organiser.messageToSupporters')}
                multiline
                minRows={3}
                maxLength={FIELD_MAX.registration.commentToBuyers}
              />
            </Grid>
          ) : null}
        </Grid>
        {saved ? <Alert severity="success">{t('groupSettings.saved')}</Alert> : null}
        <SubmitButton busy={update.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('groupSettings.save')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
