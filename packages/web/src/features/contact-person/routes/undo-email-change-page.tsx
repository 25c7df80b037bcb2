import { EMAIL_UNDO_TOKEN_PARAM } from '@fundshop/core';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useUndoEmailChange } from '../api/undo-email-change.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * /undo-email-change?token=…: the link mailed to an organiser's old address when the email changed (decision 0019).
 * Nothing happens until the button is pressed, so a mail scanner opening the link changes nothing.
 */
export function UndoEmailChangePage() {
  const t = useT();
  useDocumentTitle(t('organiser.pageUndoEmailChange'));
  const [params] = useSearchParams();
  const token = params.get(EMAIL_UNDO_TOKEN_PARAM)?.trim() ?? '';
  const undo = useUndoEmailChange();

  return (
    <PageCard title={t('organiser.pageUndoEmailChange')} maxWidth={560}>
      {undo.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{t('organiser.emailRestored', { email: undo.data.email })}</Alert>
          <Button component={RouterLink} to="/contactperson/login" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {t('login.logIn')}
          </Button>
        </Stack>
      ) : token === '' ? (
        <Alert severity="error">{t('msg.undoLinkInvalid')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Typography>{t('msg.undoEmailChangeIntro')}</Typography>
          {undo.isError ? <Alert severity="error">{errorText(undo.error)}</Alert> : null}
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={undo.isPending}
            onClick={() => undo.mutate({ token })}
          >
            {t('msg.undoEmailChangeButton')}
          </Button>
        </Stack>
      )}
    </PageCard>
  );
}
