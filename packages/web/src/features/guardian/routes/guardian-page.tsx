import { guardianPageIntro, PAGE_META, PEOPLE_MSG } from '@fundshop/core';
import { Alert, Button, Checkbox, CircularProgress, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useConfirmGuardian, useGuardianConsent } from '../api/guardian-consent.ts';

/**
 * /guardian/{token}: the link mailed to a minor's parent or guardian (docs/decisions/0037). Nothing happens until the
 * button is pressed, so a mail scanner opening the link opens no store. The full name is an opt-in box, unticked.
 */
export function GuardianPage() {
  useDocumentTitle(PAGE_META.guardian.title);
  const token = useParams().token ?? '';
  const consent = useGuardianConsent(token);
  const confirm = useConfirmGuardian();
  const [allowFullName, setAllowFullName] = useState(false);

  return (
    <PageCard title={PAGE_META.guardian.title} maxWidth={560}>
      {confirm.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{PEOPLE_MSG.guardianConfirmedTitle}</Alert>
          <Typography>{PEOPLE_MSG.guardianConfirmedBody}</Typography>
          <Button href={confirm.data.storeUrl} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {confirm.data.storeUrl.replace(/^https?:\/\//, '')}
          </Button>
        </Stack>
      ) : consent.isPending ? (
        <CircularProgress aria-label={PAGE_META.guardian.title} />
      ) : consent.isError ? (
        <Alert severity="error">{PEOPLE_MSG.guardianLinkInvalid}</Alert>
      ) : (
        <Stack spacing={2}>
          <Typography>{guardianPageIntro(consent.data.childName, consent.data.groupName)}</Typography>
          <FormControlLabel
            control={<Checkbox checked={allowFullName} onChange={(e) => setAllowFullName(e.target.checked)} />}
            label={PEOPLE_MSG.guardianAgreeFullName}
          />
          {confirm.isError ? <Alert severity="error">{errorText(confirm.error)}</Alert> : null}
          <Button
            variant="contained"
            size="large"
            sx={{ alignSelf: 'flex-start' }}
            disabled={confirm.isPending}
            onClick={() => confirm.mutate({ token, allowFullName })}
          >
            {PEOPLE_MSG.guardianConfirmButton}
          </Button>
        </Stack>
      )}
    </PageCard>
  );
}
