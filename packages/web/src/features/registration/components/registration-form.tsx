import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  currencySymbolForCountry,
  DEFAULT_GOAL,
  DELIVERY_TIME,
  genericErrorMessage,
  MSG,
  registerWebshopRequest,
  type RegisterWebshopRequest,
} from '@fundshop/core';
import { Box, Button, CircularProgress, Grid, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ErrorSnackbar } from '../../../components/error-snackbar.tsx';
import { trackLead, trackPurchase } from '../../../lib/analytics.ts';
import { ApiRequestError, errorText } from '../../../lib/api-client.ts';
import { FALLBACK_SUPPORT_EMAIL, usePublicConfig } from '../../../lib/public-config.ts';
import { registerWebshop } from '../api/register-webshop.ts';
import { isInFrame, postToParent } from '../iframe-messages.ts';
import { Captcha, type CaptchaHandle } from './captcha.tsx';
import { FundraiserCreated } from './fundraiser-created.tsx';
import { TeamSizeDialog } from './team-size-dialog.tsx';
import { TermsCheckbox } from '../../../components/terms-checkbox.tsx';

/** The fields the user fills in; the rest of the registration payload is added on submit. */
const registrationForm = registerWebshopRequest.pick({
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
});

export interface RegistrationFormValues {
  schoolOrAssociation: string;
  amountOfParticipants: string;
  countryCode: string;
  goal: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  commentToBuyers: string;
  hasAcceptedTerms: boolean;
}

type RegistrationFormOutput = Omit<
  RegisterWebshopRequest,
  'comment' | 'productIdentifiers' | 'recaptchaToken' | 'validateRecaptcha'
>;
type TextKey = Exclude<keyof RegistrationFormValues, 'hasAcceptedTerms'>;

const resolver = zodResolver(registrationForm) as unknown as Resolver<
  RegistrationFormValues,
  unknown,
  RegistrationFormOutput
>;

const TEXT_FIELDS: { name: TextKey; label: string; maxLength?: number; autoComplete?: string; half?: boolean }[] = [
  { name: 'schoolOrAssociation', label: 'Group Name', maxLength: 34, autoComplete: 'organization' },
  { name: 'amountOfParticipants', label: 'Amount of team members', maxLength: 24, half: true },
];
const PERSON_FIELDS: { name: TextKey; label: string; maxLength: number; autoComplete: string; type?: string }[] = [
  { name: 'firstName', label: 'First Name', maxLength: 24, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', maxLength: 34, autoComplete: 'family-name' },
  { name: 'email', label: 'Your Email', maxLength: 65, autoComplete: 'email', type: 'email' },
  { name: 'phoneNumber', label: 'Phone Number', maxLength: 19, autoComplete: 'tel', type: 'tel' },
];

/**
 * The group registration form (SPEC §2 "Registration form (embedded)", §4 Registration, §5 rules).
 * `captchaHidden`: solve the captcha invisibly (mobile user agent, or the embedded/mobile flag).
 */
export function RegistrationForm({ captchaHidden }: { captchaHidden: boolean }) {
  const navigate = useNavigate();
  const config = usePublicConfig();
  const provider = config.data?.captchaProvider ?? 'altcha';
  const supportEmail = config.data?.supportEmail ?? FALLBACK_SUPPORT_EMAIL;
  const captchaShown = provider !== 'none' && !captchaHidden;

  const captchaRef = useRef<CaptchaHandle>(null);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [snackbarOpen, setSnackbarOpen] = useState(false);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  // Both exist as SPEC describes, but the described flow never sets them.
  const [success] = useState(false);
  const [teamSizeOpen, setTeamSizeOpen] = useState(false);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<RegistrationFormValues, unknown, RegistrationFormOutput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
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
    },
  });
  const country = useWatch({ control, name: 'countryCode' });

  const send = async (values: RegistrationFormOutput) => {
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
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'recaptchaToken') setCaptchaError(message);
          else if (field in values) setError(field as keyof RegistrationFormValues, { message });
        }
      }
      window.alert(`${errorText(error)} ${genericErrorMessage(supportEmail)}`);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Taken before the (async) validation, so a second click while validating is ignored too.
    if (busyRef.current) return;
    busyRef.current = true;
    const captchaMissing = captchaShown && !captchaRef.current?.hasToken();
    setCaptchaError(captchaMissing ? MSG.captchaMissing : undefined);
    const refuse = () => {
      busyRef.current = false;
      setSnackbarOpen(true);
    };
    void handleSubmit((values) => (captchaMissing ? refuse() : send(values)), refuse)(event);
  };

  if (success) return <FundraiserCreated />;

  const textProps = (name: TextKey, maxLength?: number) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    fullWidth: true,
    slotProps: maxLength ? { htmlInput: { maxLength } } : undefined,
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Register your group">
      <Typography variant="h5" component="h1">
        Start your fundraiser
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        It's completely free: no costs and no hidden fees. Supporters get their e-books within {DELIVERY_TIME}.
      </Typography>

      <Grid container spacing={2}>
        {TEXT_FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
            <TextField
              label={field.label}
              autoComplete={field.autoComplete}
              {...textProps(field.name, field.maxLength)}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            label="Country"
            autoComplete="country"
            {...register('countryCode')}
            error={Boolean(errors.countryCode)}
            helperText={errors.countryCode?.message}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              Choose country
            </option>
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {COUNTRY_NAMES[code]}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Goal"
            type="number"
            {...register('goal')}
            error={Boolean(errors.goal)}
            helperText={errors.goal?.message}
            fullWidth
            slotProps={{
              htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
              input: {
                startAdornment: <InputAdornment position="start">{currencySymbolForCountry(country)}</InputAdornment>,
              },
            }}
          />
        </Grid>
        {PERSON_FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
            <TextField
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              {...textProps(field.name, field.maxLength)}
            />
          </Grid>
        ))}
        <Grid size={12}>
          <TextField label="Message to supporters" multiline rows={3} {...textProps('commentToBuyers', 200)} />
        </Grid>
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
          registration={register('hasAcceptedTerms')}
          invalid={Boolean(errors.hasAcceptedTerms)}
          tooltip={MSG.termsRequired}
          label="I am older than 18 years of age and agree to the terms of use and privacy policy."
          placement="top-end"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={20} color="inherit" aria-label="Sending" /> : undefined}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minWidth: 180 }}
        >
          Submit
        </Button>
      </Stack>

      <ErrorSnackbar open={snackbarOpen} message={MSG.fixErrors} onClose={() => setSnackbarOpen(false)} />
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
