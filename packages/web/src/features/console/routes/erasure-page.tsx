import { DATA_SUBJECTS, ERASE_CONFIRMATION, PERSONAL_DATA_MSG, type DataSubject } from '@fundshop/core';
import { Alert, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useEraseAsOperator } from '../api/erasure.ts';
import { ConsoleSection } from '../components/console-section.tsx';

/** /operator/erasure (admin): erases a supporter, a participant or an organiser on its request, with the reason. */
export function ErasurePage() {
  const t = useT();
  const erase = useEraseAsOperator();
  const [subject, setSubject] = useState<DataSubject>('buyer');
  const [identifier, setIdentifier] = useState('');
  const [reason, setReason] = useState('');
  const [understood, setUnderstood] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const base = { reason, confirm: ERASE_CONFIRMATION } as const;
    const id = Number(identifier);
    erase.mutate(
      subject === 'buyer'
        ? { ...base, subject, email: identifier.trim() }
        : subject === 'seller'
          ? { ...base, subject, sellerId: id }
          : { ...base, subject, webShopId: id },
      { onSuccess: () => setUnderstood(false) },
    );
  };
  return (
    <ConsoleSection title={PERSONAL_DATA_MSG.consoleSection}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 560 }}>
        <Typography color="text.secondary">{PERSONAL_DATA_MSG.consoleIntro}</Typography>
        <TextField
          select
          label={PERSONAL_DATA_MSG.consoleSubject}
          value={subject}
          onChange={(event) => setSubject(event.target.value as DataSubject)}
        >
          {DATA_SUBJECTS.map((s) => (
            <MenuItem key={s} value={s}>
              {PERSONAL_DATA_MSG.consoleSubjects[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={PERSONAL_DATA_MSG.consoleIdentifier}
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          required
        />
        <TextField
          label={PERSONAL_DATA_MSG.consoleReason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          multiline
          minRows={2}
        />
        <FormControlLabel
          control={<Checkbox checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />}
          label={t('data.eraseUnderstood')}
        />
        {erase.isError ? <Alert severity="error">{errorText(erase.error)}</Alert> : null}
        {erase.isSuccess ? (
          <Alert severity="success" role="status">
            {PERSONAL_DATA_MSG.consoleDone(erase.data.erased)}
          </Alert>
        ) : null}
        <Button
          type="submit"
          color="error"
          variant="contained"
          disabled={!understood || erase.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('data.eraseConfirm')}
        </Button>
      </Stack>
    </ConsoleSection>
  );
}
