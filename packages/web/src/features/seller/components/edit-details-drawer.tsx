import { zodResolver } from '@hookform/resolvers/zod';
import {
  editSellerDetailsForm,
  MSG,
  type RetrieveSellerDetailsResponse,
  type UpdateSellerDetailsRequest,
} from '@fundshop/core';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  Drawer,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiRequestError, errorText } from '../../../lib/api-client.ts';
import { sellerStorage } from '../../../lib/storage.ts';
import { useUpdateSellerDetails } from '../api/update-seller-details.ts';
import { PictureInput } from './picture-input.tsx';

interface Values {
  name: string;
  salesGoal: string;
  commentToBuyers: string;
  email: string;
}

type Output = Pick<UpdateSellerDetailsRequest, 'name' | 'commentToBuyers' | 'email'> & { salesGoal: number };

const resolver = zodResolver(editSellerDetailsForm) as unknown as Resolver<Values, unknown, Output>;

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
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } } } }}
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
  const update = useUpdateSellerDetails();
  /** null: unchanged; '' removed; otherwise the new picture as a data: URL. */
  const [picture, setPicture] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: {
      name: details.sellerName,
      salesGoal: details.salesGoal ? String(details.salesGoal) : '',
      commentToBuyers: details.commentToBuyers,
      email: details.email,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(
    async (values) => {
      if (update.isPending || update.isSuccess) return;
      setFormError(null);
      try {
        const result = await update.mutateAsync({
          sellerId,
          ...values,
          addedByRole: 'seller',
          hasChangedSellerPicture: picture !== null,
          sellerPictureUrlAsByteArray: picture ?? '',
        });
        sellerStorage.updateName(result.sellerName);
        window.location.reload();
      } catch (error) {
        if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (field === 'name' || field === 'email' || field === 'salesGoal' || field === 'commentToBuyers') {
              setError(field, { message }, { shouldFocus: true });
            } else if (field === 'sellerPictureUrlAsByteArray') setPictureError(message);
            else setFormError(message);
          }
        } else {
          setFormError(errorText(error));
        }
      }
    },
    () => setFormError(MSG.fixTheErrors),
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
          Edit Details
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={2.5} sx={{ p: 2.5, flexGrow: 1, overflowY: 'auto' }}>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextField
          label="Name"
          autoComplete="name"
          {...register('name')}
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
          slotProps={{ htmlInput: { maxLength: 35 } }}
          fullWidth
        />
        <TextField
          label="Sales goal"
          inputMode="decimal"
          {...register('salesGoal')}
          error={Boolean(errors.salesGoal)}
          helperText={errors.salesGoal?.message ?? 'Shown as a progress bar in your webshop. Leave empty for none.'}
          slotProps={{ htmlInput: { maxLength: 12, inputMode: 'decimal' } }}
          fullWidth
        />
        <TextField
          label="Message to supporters"
          multiline
          minRows={3}
          {...register('commentToBuyers')}
          error={Boolean(errors.commentToBuyers)}
          helperText={errors.commentToBuyers?.message}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          fullWidth
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={errors.email?.message ?? 'Your login details are sent to a new address.'}
          slotProps={{ htmlInput: { maxLength: 50 } }}
          fullWidth
        />
        <PictureInput
          preview={preview}
          onPicture={setPicture}
          error={pictureError}
          onError={setPictureError}
          label="Picture (optional): shown in your webshop"
        />
      </Stack>
      <Divider />
      <Stack direction="row" spacing={1.5} sx={{ p: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Save
        </Button>
      </Stack>
    </Box>
  );
}
