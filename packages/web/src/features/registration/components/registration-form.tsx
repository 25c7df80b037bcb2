import {
  currencySymbolForCountry,
  DEFAULT_GOAL,
  FIELD_MAX,
  genericErrorMessage,
  LANGUAGE_NAMES,
  LANGUAGES,
  registerWebshopRequest,
  REGISTRATION_FIELDS,
  type Translate,
} from '@fundshop/core';
import { Box, Grid, Stack, Typography } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { ErrorSnackbar } from '../../../components/error-snackbar.tsx';
import { trackLead, trackPurchase } from '../../../lib/analytics.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SubmitButton } from '../../../components/form/form-stack.tsx';
import { countryOptions } from '../../../components/form/country-options.ts';
import { FormFields, type FieldSpec } from '../../../components/form/form-text-field.tsx';
import { selectInput, tickedInput } from '../../../components/form/raw-inputs.ts';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { errorText } from '../../../lib/api-client.ts';
import { usePublicConfig, useSupportEmail } from '../../../lib/public-config.ts';
import { registerWebshop } from '../api/register-webshop.ts';
import { isInFrame, postToParent } from '../iframe-messages.ts';
import { Captcha, type CaptchaHandle } from './captcha.tsx';
import { FundraiserCreated } from './fundraiser-created.tsx';
import { TeamSizeDialog } from './team-size-dialog.tsx';
import { TermsCheckbox } from '../../../components/terms-checkbox.tsx';
import { useTypedBeforeHydration } from '../../../components/form/typed-before-hydration.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** The fields the user fills in; the rest of the registration payload is added on submit. */
const registrationForm = registerWebshopRequest
  .pick({
    schoolOrAssociation: true,
    amountOfParticipants: true,
    countryCode: true,
    goal: true,
    firstName: true,
    lastName: true,
    email: true,
    phoneNumber: true,
    commentToBuyers: true,
    hasAcceptedTerms: true,
    language: true,
  })
  .extend({
    countryCode: selectInput(registerWebshopRequest.shape.countryCode),
    hasAcceptedTerms: tickedInput(registerWebshopRequest.shape.hasAcceptedTerms),
    language: selectInput(registerWebshopRequest.shape.language.unwrap()),
  });

type RegistrationField = FieldSpec<z.input<typeof registrationForm>>;
type RegistrationValues = z.input<typeof registrationForm>;
const MAX = FIELD_MAX.registration;

/**
 * Each language in its own name (as the menu's chooser shows them), so a reader finds its own whatever the page is
 * in; `lang` lets a screen reader say each name in its language.
 */
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value], lang: value }));

/**
 * Core's fields of the form in the page's language, with what the app's inputs add, then the group's language
 * (docs/decisions/0044).
 */
function registrationFields(currencySymbol: string, t: Translate): RegistrationField[] {
  const fields = REGISTRATION_FIELDS.map(
    ({ name, wide, rows, type, placeholder, label, ...field }): RegistrationField => {
      const size = wide ? { gridSize: 12 } : {};
      const common = { ...field, ...size, name, label: t(label) };
      if (type === 'select') {
        return { ...common, type, placeholder: placeholder ? t(placeholder) : '', options: countryOptions(t) };
      }
      if (type === 'number') {
        const htmlInput = { min: 0, step: 1, inputMode: 'numeric' } as const;
        return { ...common, type, htmlInput, startAdornment: currencySymbol };
      }
      return { ...common, type, ...(rows ? { multiline: true, rows } : {}) };
    },
  );
  const language: RegistrationField = {
    name: 'language',
    type: 'select',
    label: t('register.language'),
    helperText: t('register.languageHint'),
    options: LANGUAGE_OPTIONS,
    gridSize: 12,
  };
  return [...fields, language];
}

/** The form's first values; the group's language is the page's (added where the form starts). */
const FORM_DEFAULTS: Omit<RegistrationValues, 'language'> = {
  schoolOrAssociation: '',
  amountOfParticipants: '',
  countryCode: '',
  goal: String(DEFAULT_GOAL),
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  commentToBuyers: '',
  hasAcceptedTerms: false,
};

/**
 * The group registration form (SPEC §2 "Registration form (embedded)", §4 Registration, §5 rules).
 * `captchaHidden`: solve the captcha invisibly (mobile user agent, or the embedded/mobile flag).
 */
export function RegistrationForm({ captchaHidden }: { captchaHidden: boolean }) {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const provider = config.data?.captchaProvider ?? 'altcha';
  const supportEmail = useSupportEmail();
  const captchaShown = provider !== 'none' && !captchaHidden;

  const captchaRef = useRef<CaptchaHandle>(null);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [snackbarOpen, setSnackbarOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  // Both exist as SPEC describes, but the described flow never sets them.
  const [success] = useState(false);
  const [teamSizeOpen, setTeamSizeOpen] = useState(false);

  // The group starts in the page's language: the one the visitor reads the form in.
  const form = useZodForm(registrationForm, { ...FORM_DEFAULTS, language });
  const { control, setValue } = form;
  const country = useWatch({ control, name: 'countryCode' });
  // The server renders this form and it can be filled in before the app takes it over (docs/decisions/0029).
  useTypedBeforeHydration(t('register.formName'));

  const send = async (values: z.output<typeof registrationForm>) => {
    setBusy(true);
    try {
      const token = provider === 'none' ? '' : ((await captchaRef.current?.getToken()) ?? '');
      await registerWebshop({
        ...values,
        comment: '',
        productIdentifiers: [],
        recaptchaToken: token,
        validateRecaptcha: captchaShown,
      });
      trackPurchase();
      trackLead();
      if (isInFrame()) postToParent({ type: 'navigateToRegisterCompletedPage' });
      else void navigate('/register-completed');
    } catch (error) {
      busyRef.current = false;
      setBusy(false);
      captchaRef.current?.reset();
      // The alert below tells what went wrong, so a message no field owns is not shown twice.
      applyServerErrors(form, error, { recaptchaToken: setCaptchaError });
      // SPEC §8's alert, shown beside the Submit button: a dialog or window alert centres in the iframe, which the
      // host page sizes to the whole form, so on a phone it can open out of sight.
      setFailure(`${errorText(error)} ${genericErrorMessage(supportEmail)}`);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Taken before the (async) validation, so a second click while validating is ignored too.
    if (busyRef.current) return;
    busyRef.current = true;
    setFailure(null);
    const captchaMissing = captchaShown && !captchaRef.current?.hasToken();
    setCaptchaError(captchaMissing ? t('msg.captchaMissing') : undefined);
    const refuse = () => {
      busyRef.current = false;
      setSnackbarOpen(true);
    };
    void form.handleSubmit((values) => (captchaMissing ? refuse() : send(values)), refuse)(event);
  };

  if (success) return <FundraiserCreated />;

  return (
    <Box
      component="form"
      // Never into an address: should the browser ever submit it itself, the values go in a body (the app sends it).
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('register.formName')}
      sx={{ position: 'relative' }}
    >
      <Typography variant="h5" component="h1">
        {t('register.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('register.intro')}
      </Typography>

      <Grid container spacing={2}>
        <FormFields
          form={form}
          fields={registrationFields(currencySymbolForCountry(country), t)}
          limits={MAX}
          gridSize={{ xs: 12, sm: 6 }}
        />
      </Grid>

      <Stack spacing={2} sx={{ mt: 2 }}>
        <Captcha
          ref={captchaRef}
          provider={provider}
          hidden={captchaHidden}
          recaptchaSiteKey={config.data?.recaptchaSiteKey}
          error={captchaError}
          onVerified={() => setCaptchaError(undefined)}
        />
        <TermsCheckbox
          form={form}
          name="hasAcceptedTerms"
          tooltip={t('msg.termsRequired')}
          label={t('register.terms')}
          placement="top-end"
        />
        <FormAlert message={failure} />
        <SubmitButton busy={busy} size="large" sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minWidth: 180 }}>
          {t('register.submit')}
        </SubmitButton>
      </Stack>

      <ErrorSnackbar open={snackbarOpen} message={t('msg.fixErrors')} onClose={() => setSnackbarOpen(false)} inline />
      <TeamSizeDialog
        open={teamSizeOpen}
        onClose={() => setTeamSizeOpen(false)}
        onSelect={(option) => {
          setValue('amountOfParticipants', option, { shouldValidate: true });
          setTeamSizeOpen(false);
        }}
      />
    </Box>
  );
}
