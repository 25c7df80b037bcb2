import { editSellerDetailsForm, FIELD_MAX, type RetrieveSellerDetailsResponse } from '@fundshop/core';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormFields } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { sellerStorage } from '../../../lib/storage.ts';
import { useUpdateSellerDetails } from '../api/update-seller-details.ts';
import { PictureInput } from './picture-input.tsx';
import { useT } from '../../../lib/i18n.tsx';

/**
 * Edit Details (SPEC §2 /seller/start 'Update details', §5 Edit seller details): name, sales goal, message to
 * supporters, email and picture, in a panel sliding in from the side. A save reloads the page.
 */
export function EditDetailsDrawer({
  open,
  onClose,
  sellerId,
  details,
}: {
  open: boolean;
  onClose: () => void;
  sellerId: number;
  details: RetrieveSellerDetailsResponse;
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': 'edit-details-title', sx: { width: { xs: '100%', sm: 460 } } } }}
    >
      {/* Mounted only while open, so each opening starts from the saved details. */}
      {open ? <EditDetailsForm onClose={onClose} sellerId={sellerId} details={details} /> : null}
    </Drawer>
  );
}

function EditDetailsForm({
  onClose,
  sellerId,
  details,
}: {
  onClose: () => void;
  sellerId: number;
  details: RetrieveSellerDetailsResponse;
}) {
  const t = useT();
  const update = useUpdateSellerDetails();
  /** null: unchanged; '' removed; otherwise the new picture as a data: URL. */
  const [picture, setPicture] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const form = useZodForm(editSellerDetailsForm, {
    name: details.sellerName,
    salesGoal: details.salesGoal ? String(details.salesGoal) : '',
    commentToBuyers: details.commentToBuyers,
    email: details.email,
  });

  const { onSubmit, formError } = useServerSubmit(
    form,
    async (values) => {
      if (update.isPending || update.isSuccess) return;
      const result = await update.mutateAsync({
        sellerId,
        ...values,
        addedByRole: 'seller',
        hasChangedSellerPicture: picture !== null,
        sellerPictureUrlAsByteArray: picture ?? '',
      });
      sellerStorage.updateName(result.sellerName);
      window.location.reload();
    },
    {
      elsewhere: { sellerPictureUrlAsByteArray: setPictureError },
      invalidMessage: t('msg.fixTheErrors'),
    },
  );

  const busy = update.isPending || update.isSuccess;
  const preview = picture === null ? details.sellerPictureUrl : picture || null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="edit-details-title"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 1.5 }}>
        <Typography id="edit-details-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('seller.editDetails')}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={2.5} sx={{ p: 2.5, flexGrow: 1, overflowY: 'auto' }}>
        <FormAlert message={formError} />
        <FormFields
          form={form}
          limits={FIELD_MAX.sellerDetails}
          fields={[
            { name: 'name', label: t('seller.name'), autoComplete: 'name' },
            {
              name: 'salesGoal',
              label: t('seller.salesGoal'),
              helperText: t('seller.salesGoalHint'),
              htmlInput: { inputMode: 'decimal' },
            },
            { name: 'commentToBuyers', label: t('seller.messageToSupporters'), multiline: true, minRows: 3 },
            {
              name: 'email',
              label: t('form.email'),
              type: 'email',
              autoComplete: 'email',
              helperText: t('seller.newEmailHint'),
            },
          ]}
        />
        <PictureInput
          preview={preview}
          onPicture={setPicture}
          error={pictureError}
          onError={setPictureError}
          label={t('seller.pictureInWebshop')}
        />
      </Stack>
      <Divider />
      <Stack direction="row" spacing={1.5} sx={{ p: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <SubmitButton busy={busy}>{t('common.save')}</SubmitButton>
      </Stack>
    </Box>
  );
}
