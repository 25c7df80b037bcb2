import { bookToken, MY_BOOKS_PATH } from '@fundshop/core';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PageCard } from '../../../components/page-card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { focusRing } from '../components/focus-ring.ts';

/**
 * /my-books: the code of a printed e-book voucher typed by hand (a cash buyer without email, decision 0026). Dashes,
 * spaces and case do not matter; a code of the wrong shape is refused here, an unknown one by the books page.
 */
export function VoucherCodePage() {
  const t = useT();
  useDocumentTitle(t('delivery.pageTitle'));
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = bookToken.safeParse(code);
    setInvalid(!parsed.success);
    if (parsed.success) void navigate(`${MY_BOOKS_PATH}/${parsed.data}`);
  };

  return (
    <PageCard title={t('delivery.pageTitle')} maxWidth={480}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <Typography>{t('delivery.codeIntro')}</Typography>
        <TextField
          label={t('delivery.codeLabel')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={invalid}
          helperText={invalid ? t('delivery.codeInvalid') : ' '}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          slotProps={{ htmlInput: { maxLength: 64, style: { fontFamily: 'monospace', letterSpacing: '0.08em' } } }}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start', minHeight: 44, ...focusRing }}>
          {t('delivery.codeOpen')}
        </Button>
      </Stack>
    </PageCard>
  );
}
