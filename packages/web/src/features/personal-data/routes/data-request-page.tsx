import { DATA_LINK_VALID_HOURS, isEmail } from '@fundshop/core';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { PageCard } from '../../../components/page-card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePeopleErrorText } from '../../../lib/people-error-texts.ts';
import { useRequestDataLink } from '../api/personal-data.ts';

/**
 * /my-data: a supporter (who has no account) asks for the link to its data, mailed to the address it bought with.
 * The answer is the same whether or not that address bought anything (docs/decisions/0039), so the page writes it
 * itself, in its language, rather than showing the server's English one.
 */
export function DataRequestPage() {
  const t = useT();
  const serverText = usePeopleErrorText();
  useDocumentTitle(t('personalData.requestTitle'));
  const request = useRequestDataLink();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    setInvalid(!isEmail(trimmed));
    if (isEmail(trimmed)) request.mutate(trimmed);
  };
  return (
    <PageCard title={t('personalData.requestTitle')} maxWidth={480}>
      {request.isSuccess ? (
        <Alert severity="success" role="status">
          {t('personalData.linkSent', { hours: DATA_LINK_VALID_HOURS })}
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          <Typography>{t('personalData.requestIntro')}</Typography>
          <TextField
            label={t('personalData.emailLabel')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={invalid}
            helperText={invalid ? t('msg.invalidEmail') : ' '}
          />
          {request.isError ? <Alert severity="error">{serverText(errorText(request.error))}</Alert> : null}
          <Button
            type="submit"
            variant="contained"
            disabled={request.isPending}
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
          >
            {t('personalData.sendLink')}
          </Button>
        </Stack>
      )}
    </PageCard>
  );
}
