import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Avatar, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { FileChooserButton } from '../../../components/file-chooser-button.tsx';
import { isAcceptedPicture, PICTURE_ACCEPT, resizePictureToJpeg } from '../../../lib/picture.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePeopleErrorText } from '../../../lib/people-error-texts.ts';

/**
 * An optional picture (SPEC §5: jpg, jpeg or png, one file). The chosen file is resized in the browser to a
 * 600x600 JPEG (quality 0.95) and handed on as a data: URL; `preview` is what is shown (the new picture or the
 * current one's address).
 */
export function PictureInput({
  preview,
  onPicture,
  error,
  onError,
  label,
}: {
  preview: string | null;
  /** The resized picture as a data: URL, or '' when removed. */
  onPicture: (dataUrl: string) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  label: string;
}) {
  const t = useT();
  const errorText = usePeopleErrorText();
  const helperId = useId();
  const [busy, setBusy] = useState(false);

  const onFile = async (file: File) => {
    if (!isAcceptedPicture(file)) {
      onError(t('msg.pictureInvalid'));
      return;
    }
    setBusy(true);
    try {
      onPicture(await resizePictureToJpeg(file));
      onError(undefined);
    } catch {
      onError(t('msg.pictureInvalid'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={preview ?? undefined}
          alt={preview ? t('seller.chosenPicture') : undefined}
          variant="rounded"
          sx={{ width: 72, height: 72, bgcolor: 'action.hover', color: 'text.disabled' }}
        >
          <AddPhotoAlternateIcon />
        </Avatar>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <FileChooserButton
            variant="outlined"
            size="small"
            busy={busy}
            accept={PICTURE_ACCEPT}
            inputLabel={t('seller.picture')}
            inputDescribedBy={error ? helperId : undefined}
            onFile={(file) => void onFile(file)}
          >
            {preview ? t('seller.changePicture') : t('seller.choosePicture')}
          </FileChooserButton>
          {preview ? (
            <Button
              size="small"
              color="inherit"
              onClick={() => {
                onPicture('');
                onError(undefined);
              }}
            >
              {t('seller.removePicture')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <FormHelperText id={helperId} error={Boolean(error)}>
        {errorText(error) ?? t('seller.pictureFormats')}
      </FormHelperText>
    </Box>
  );
}
