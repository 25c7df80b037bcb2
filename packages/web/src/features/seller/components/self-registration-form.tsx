import { FIELD_MAX, sellerSelfRegistrationPage } from '@fundshop/core';
import { Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useState } from 'react';
import { FormStack, SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormFields } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { sellerStorage } from '../../../lib/storage.ts';
import { useRegisterSeller } from '../api/register-seller.ts';
import { PictureInput } from './picture-input.tsx';
import { TermsCheckbox } from '../../../components/terms-checkbox.tsx';
import { useT } from '../../../lib/i18n.tsx';

/**
 * Participant self-registration (SPEC §5): Name, 'I am under 18', then the participant's own Email (required,
 * checked) or, under 18, the parent or guardian's (docs/decisions/0037), an optional Picture and the terms box.
 * Success logs the new seller in (the answer carries a session) and loads /seller/start. A minor is asked for the
 * least that works, as when the organiser adds one: no own email and no picture; the guardian's confirmation opens
 * the store.
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
  const t = useT();
  const registerSeller = useRegisterSeller();
  const [picture, setPicture] = useState('');
  const [pictureError, setPictureError] = useState<string | undefined>();
  const form = useZodForm(sellerSelfRegistrationPage, {
    name: '',
    email: '',
    isMinor: false,
    guardianEmail: '',
    hasAcceptedTerms: false,
  });
  const isMinor = form.watch('isMinor') ?? false;

  const { onSubmit, formError } = useServerSubmit(
    form,
    async (values) => {
      if (registerSeller.isPending || registerSeller.isSuccess) return;
      const input = {
        sellerRegistrationKey,
        webShopId,
        ...values,
        guardianEmail: values.isMinor ? values.guardianEmail : '',
        sellerPictureUrlAsByteArray: values.isMinor ? '' : picture,
      };
      sellerStorage.save(await registerSeller.mutateAsync(input));
      window.location.assign('/seller/start');
    },
    {
      refused: (error) => hasErrorCode(error, 'registration-link-not-found') && (onLinkNotFound(), true),
      elsewhere: { sellerPictureUrlAsByteArray: setPictureError },
    },
  );

  const busy = registerSeller.isPending || registerSeller.isSuccess;

  return (
    <FormStack onSubmit={onSubmit} error={formError}>
      <FormFields
        form={form}
        limits={FIELD_MAX.participant}
        fields={[{ name: 'name', label: t('seller.name'), autoComplete: 'name', helperText: t('seller.nameHint') }]}
      />
      <div>
        <FormControlLabel
          control={
            <Checkbox
              checked={isMinor}
              onChange={(e) => {
                form.setValue('isMinor', e.target.checked);
                // A minor's own email is never sent, nor kept: the guardian is reached instead.
                if (e.target.checked) form.setValue('email', '');
              }}
            />
          }
          label={t('seller.underEighteen')}
        />
        <FormHelperText sx={{ mt: 0 }}>{t('seller.underEighteenHelp')}</FormHelperText>
      </div>
      <FormFields
        form={form}
        limits={{ email: FIELD_MAX.participant.email, guardianEmail: FIELD_MAX.participant.email }}
        fields={[
          isMinor
            ? {
                name: 'guardianEmail',
                label: t('people.guardianEmailLabel'),
                type: 'email',
                autoComplete: 'off',
                helperText: t('seller.guardianEmailHint'),
              }
            : {
                name: 'email',
                label: t('form.email'),
                type: 'email',
                autoComplete: 'email',
                helperText: t('seller.emailHint'),
              },
        ]}
      />
      {isMinor ? null : (
        <PictureInput
          preview={picture || null}
          onPicture={setPicture}
          error={pictureError}
          onError={setPictureError}
          label={t('seller.pictureInWebshop')}
        />
      )}
      <TermsCheckbox
        form={form}
        name="hasAcceptedTerms"
        tooltip={t('msg.sellerTermsRequired')}
        label={t(isMinor ? 'seller.acceptTermsMinor' : 'seller.acceptTerms')}
      />
      <SubmitButton busy={busy} size="large" fullWidth>
        {t('seller.register')}
      </SubmitButton>
    </FormStack>
  );
}
