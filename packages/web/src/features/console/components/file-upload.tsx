import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Stack, Typography } from '@mui/material';
import { BusyButton } from '../../../components/busy-button.tsx';

/**
 * One file to upload as soon as it is chosen: what there is now, the button (a label for the hidden file input, so
 * the keyboard opens the chooser too), and the server's reason when it refuses the file.
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
        <BusyButton
          component="label"
          variant="outlined"
          busy={busy}
          disabled={disabled}
          startIcon={<UploadFileIcon />}
          spinnerLabel="Uploading"
        >
          {label}
          <input
            hidden
            type="file"
            accept={accept}
            aria-label={label}
            disabled={disabled || busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </BusyButton>
        <Typography variant="body2" color="text.secondary">
          {current}
        </Typography>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}
