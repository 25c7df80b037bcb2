import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, sellerSelfRegistrationForm } from '@fundshop/core';
import { Alert, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiRequestError, errorText } from '../../../lib/api-client.ts';
import { sellerStorage } from '../../../lib/storage.ts';
import { useRegisterSeller } from '../api/register-seller.ts';
import { PictureInput } from './picture-input.tsx';
import { TermsCheckbox } from '../../../components/terms-checkbox.tsx';

interface Values {
  name: string;
  email: string;
  hasAcceptedTerms: boolean;
}

interface Output {
  name: string;
  email: string;
  hasAcceptedTerms: true;
}

const resolver = zodResolver(sellerSelfRegistrationForm) as unknown as Resolver<Values, unknown, Output>;

/**
 * Participant self-registration (SPEC §5): Name, Email (required, checked), optional Picture and the terms box.
 * Success logs the new seller in (the answer carries a session) and loads /seller/start.
 */
export function SelfRegistrationForm({
  sellerRegistrationKey,
  webShopId,
  onLinkNotFound,
}: {
  sellerRegistrationKey: string;
  webShopId?: number;
  /** The key stopped working between loading the page and sending (the server said registration-link-not-found). */
  onLinkNotFound: () => void;
}) {
  const registerSeller = useRegisterSeller();
  const [picture, setPicture] = useState('');
  const [pictureError, setPictureError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { name: '', email: '', hasAcceptedTerms: false },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    if (registerSeller.isPending || registerSeller.isSuccess) return;
    setFormError(null);
    try {
      const result = await registerSeller.mutateAsync({
        sellerRegistrationKey,
        webShopId,
        ...values,
        sellerPictureUrlAsByteArray: picture,
      });
      sellerStorage.save(result);
      window.location.assign('/seller/start');
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'registration-link-not-found') {
        onLinkNotFound();
      } else if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'name' || field === 'email') setError(field, { message }, { shouldFocus: true });
          else if (field === 'sellerPictureUrlAsByteArray') setPictureError(message);
          else setFormError(message);
        }
      } else {
        setFormError(errorText(error));
      }
    }
  });

  const busy = registerSeller.isPending || registerSeller.isSuccess;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextField
          label="Name"
          autoComplete="name"
          {...register('name')}
          error={Boolean(errors.name)}
          helperText={errors.name?.message ?? 'Your full name, as your supporters know you.'}
          slotProps={{ htmlInput: { maxLength: 35 } }}
          fullWidth
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={errors.email?.message ?? 'Your login details are sent to this address.'}
          slotProps={{ htmlInput: { maxLength: 50 } }}
          fullWidth
        />
        <PictureInput
          preview={picture || null}
          onPicture={setPicture}
          error={pictureError}
          onError={setPictureError}
          label="Picture (optional): shown in your webshop"
        />
        <TermsCheckbox
          registration={register('hasAcceptedTerms')}
          invalid={Boolean(errors.hasAcceptedTerms)}
          tooltip={MSG.sellerTermsRequired}
          label="I have read and agree to the terms of use and privacy policy."
          placement="top-start"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={20} color="inherit" /> : undefined}
          fullWidth
        >
          Register
        </Button>
      </Stack>
    </Box>
  );
}
