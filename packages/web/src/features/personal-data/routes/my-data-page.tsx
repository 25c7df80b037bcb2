import { MY_DATA_PATH } from '@fundshop/core';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { buyerDownloadUrl, useBuyersData, useEraseBuyer } from '../api/personal-data.ts';
import { EraseDialog } from '../../../components/personal-data/erase-dialog.tsx';

/**
 * /my-data/{token}: the page the mailed link opens. The supporter downloads its data (the token is the files' key,
 * so plain links do) or erases it; an unknown or expired link offers a new one.
 */
export function MyDataPage() {
  const t = useT();
  const title = t('personalData.dataTitle');
  useDocumentTitle(title);
  const token = useParams().token ?? '';
  const data = useBuyersData(token);
  const erase = useEraseBuyer(token);
  const [asking, setAsking] = useState(false);

  let body;
  if (erase.isSuccess) {
    body = (
      <Alert severity="success" role="status">
        {t('personalData.erased')}
      </Alert>
    );
  } else if (data.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={title} />
      </Box>
    );
  } else if (data.isError) {
    body = (
      <Stack spacing={2}>
        <Alert severity="warning">{t('personalData.linkInvalid')}</Alert>
        <Link component={RouterLink} to={MY_DATA_PATH}>
          {t('personalData.askAgain')}
        </Link>
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Typography>{t('personalData.dataIntro', { orders: data.data.sections.orders?.length ?? 0 })}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" href={buyerDownloadUrl(token, 'json')} download sx={{ minHeight: 44 }}>
            {t('data.downloadJson')}
          </Button>
          <Button variant="outlined" href={buyerDownloadUrl(token, 'csv')} download sx={{ minHeight: 44 }}>
            {t('data.downloadCsv')}
          </Button>
        </Stack>
        <Button color="error" onClick={() => setAsking(true)} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
          {t('data.erase')}
        </Button>
      </Stack>
    );
  }
  return (
    <PageCard title={title} maxWidth={560}>
      {body}
      <EraseDialog
        open={asking && !erase.isSuccess}
        question={t('data.eraseBuyerQuestion')}
        pending={erase.isPending}
        error={erase.error}
        onCancel={() => setAsking(false)}
        onConfirm={() => erase.mutate()}
      />
    </PageCard>
  );
}
