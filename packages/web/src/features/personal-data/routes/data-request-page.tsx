import { isEmail, MSG, PERSONAL_DATA_MSG } from '@fundshop/core';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { PageCard } from '../../../components/page-card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useRequestDataLink } from '../api/personal-data.ts';

/**
 * /my-data: a supporter (who has no account) asks for the link to its data, mailed to the address it bought with.
 * The answer is the same whether or not that address bought anything (docs/decisions/0039).
 */
export function DataRequestPage() {
  useDocumentTitle(PERSONAL_DATA_MSG.requestTitle);
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
    <PageCard title={PERSONAL_DATA_MSG.requestTitle} maxWidth={480}>
      {request.isSuccess ? (
        <Alert severity="success" role="status">
          {request.data.message}
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          <Typography>{PERSONAL_DATA_MSG.requestIntro}</Typography>
          <TextField
            label={PERSONAL_DATA_MSG.emailLabel}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={invalid}
            helperText={invalid ? MSG.invalidEmail : ' '}
          />
          {request.isError ? <Alert severity="error">{errorText(request.error)}</Alert> : null}
          <Button
            type="submit"
            variant="contained"
            disabled={request.isPending}
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
          >
            {PERSONAL_DATA_MSG.sendLink}
          </Button>
        </Stack>
      )}
    </PageCard>
  );
}
