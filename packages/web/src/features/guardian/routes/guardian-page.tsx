import { Alert, Button, Checkbox, CircularProgress, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePeopleErrorText } from '../../../lib/people-error-texts.ts';
import { useConfirmGuardian, useGuardianConsent } from '../api/guardian-consent.ts';

/**
 * /guardian/{token}: the link mailed to a minor's parent or guardian (docs/decisions/0037). Nothing happens until the
 * button is pressed, so a mail scanner opening the link opens no store. The full name is an opt-in box, unticked.
 */
export function GuardianPage() {
  const t = useT();
  const serverText = usePeopleErrorText();
  const title = t('people.guardianPageTitle');
  useDocumentTitle(title);
  const token = useParams().token ?? '';
  const consent = useGuardianConsent(token);
  const confirm = useConfirmGuardian();
  const [allowFullName, setAllowFullName] = useState(false);

  return (
    <PageCard title={title} maxWidth={560}>
      {confirm.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{t('people.guardianConfirmedTitle')}</Alert>
          <Typography>{t('people.guardianConfirmedBody')}</Typography>
          <Button href={confirm.data.storeUrl} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {confirm.data.storeUrl.replace(/^https?:\/\//, '')}
          </Button>
        </Stack>
      ) : consent.isPending ? (
        <CircularProgress aria-label={title} />
      ) : consent.isError ? (
        <Alert severity="error">{t('people.guardianLinkInvalid')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Typography>
            {t('guardian.intro', { child: consent.data.childName, group: consent.data.groupName })}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={allowFullName} onChange={(e) => setAllowFullName(e.target.checked)} />}
            label={t('people.guardianAgreeFullName')}
          />
          {confirm.isError ? <Alert severity="error">{serverText(errorText(confirm.error))}</Alert> : null}
          <Button
            variant="contained"
            size="large"
            sx={{ alignSelf: 'flex-start' }}
            disabled={confirm.isPending}
            onClick={() => confirm.mutate({ token, allowFullName })}
          >
            {t('people.guardianConfirmButton')}
          </Button>
        </Stack>
      )}
    </PageCard>
  );
}
