import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Stack, Typography } from '@mui/material';
import { FileChooserButton } from '../../../components/file-chooser-button.tsx';

/**
 * One file to upload as soon as it is chosen: what there is now, the button, and the server's reason when it refuses
 * the file.
 */
export function FileUpload({
  label,
  accept,
  current,
  busy,
  error,
  disabled,
  onFile,
}: {
  label: string;
  accept: string;
  current: string;
  busy: boolean;
  error: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <FileChooserButton
          variant="outlined"
          busy={busy}
          disabled={disabled}
          startIcon={<UploadFileIcon />}
          spinnerLabel="Uploading"
          accept={accept}
          inputLabel={label}
          onFile={onFile}
        >
          {label}
        </FileChooserButton>
        <Typography variant="body2" color="text.secondary">
          {current}
        </Typography>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}
