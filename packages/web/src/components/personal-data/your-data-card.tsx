import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorText, type ApiAuth } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.tsx';
import { useDownloadOwnData, useEraseSelf } from '../../lib/personal-data.ts';
import { contactPersonStorage, sellerStorage } from '../../lib/storage.ts';
import { EraseDialog } from './erase-dialog.tsx';

/**
 * 'Your data' on the organiser's Profile and the participant's Start page: download it as JSON or CSV, or erase it
 * (docs/decisions/0039). After an erasure the session is gone, so the person is logged out to the login page.
 */
export function YourDataCard({ auth }: { auth: ApiAuth }) {
  const t = useT();
  const download = useDownloadOwnData();
  const erase = useEraseSelf(auth);
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    erase.mutate(undefined, {
      onSuccess: () => {
        const organiser = auth === 'contact-person';
        (organiser ? contactPersonStorage : sellerStorage).clear();
        window.location.assign(organiser ? '/contactperson/login' : '/seller/login');
      },
    });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('data.cardTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('data.cardIntro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="outlined"
            disabled={download.isPending}
            onClick={() => download.mutate({ auth, format: 'json' })}
          >
            {t('data.downloadJson')}
          </Button>
          <Button
            variant="outlined"
            disabled={download.isPending}
            onClick={() => download.mutate({ auth, format: 'csv' })}
          >
            {t('data.downloadCsv')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button color="error" onClick={() => setAsking(true)}>
            {t('data.erase')}
          </Button>
        </Stack>
        {download.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(download.error)}
          </Alert>
        ) : null}
      </CardContent>
      <EraseDialog
        open={asking}
        question={auth === 'contact-person' ? t('data.eraseOrganiserQuestion') : t('data.eraseSellerQuestion')}
        pending={erase.isPending}
        error={erase.error}
        onCancel={() => {
          setAsking(false);
          erase.reset();
        }}
        onConfirm={confirm}
      />
    </Card>
  );
}
