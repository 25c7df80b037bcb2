import { FIELD_MAX, sellerSelfRegistrationForm } from '@fundshop/core';
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
  const t = useT();
  const registerSeller = useRegisterSeller();
  const [picture, setPicture] = useState('');
  const [pictureError, setPictureError] = useState<string | undefined>();
  const form = useZodForm(sellerSelfRegistrationForm, { name: '', email: '', hasAcceptedTerms: false });

  const { onSubmit, formError } = useServerSubmit(
    form,
    async (values) => {
      if (registerSeller.isPending || registerSeller.isSuccess) return;
      const input = { sellerRegistrationKey, webShopId, ...values, sellerPictureUrlAsByteArray: picture };
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
        fields={[
          {
            name: 'name',
            label: t('seller.name'),
            autoComplete: 'name',
            helperText: t('seller.nameHint'),
          },
          {
            name: 'email',
            label: t('form.email'),
            type: 'email',
            autoComplete: 'email',
            helperText: t('seller.emailHint'),
          },
        ]}
      />
      <PictureInput
        preview={picture || null}
        onPicture={setPicture}
        error={pictureError}
        onError={setPictureError}
        label={t('seller.pictureInWebshop')}
      />
      <TermsCheckbox
        form={form}
        name="hasAcceptedTerms"
        tooltip={t('msg.sellerTermsRequired')}
        label={t('seller.acceptTerms')}
      />
      <SubmitButton busy={busy} size="large" fullWidth>
        {t('seller.register')}
      </SubmitButton>
    </FormStack>
  );
}
