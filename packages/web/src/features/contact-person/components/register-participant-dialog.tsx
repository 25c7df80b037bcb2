import { organiserAddsSellerDialog } from '@fundshop/core';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, DialogActions, DialogContent, DialogContentText, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { errorText } from '../../../lib/api-client.ts';
import { sellerLoginLink } from '../../../lib/links.ts';
import { copyText } from '../../../lib/share.ts';
import { sellerListQueryOptions } from '../api/get-seller-list.ts';
import { useRegisterParticipant } from '../api/register-participant.ts';
import { ParticipantFields } from './participant-fields.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useFocusWhenShown } from '../../../lib/use-focus-when-shown.ts';

interface Registered {
  name: string;
  email: string;
  isMinor: boolean;
  /** The new seller's login code, read back from the participants list; null if it could not be read. */
  loginCode: string | null;
}

/**
 * The organiser's Register participant dialog (SPEC §5 Participant registration): Name required, Email optional.
 * With an email the server mails the login details; without one the dialog shows the login code to hand over.
 */
export function RegisterParticipantDialog({
  open,
  onClose,
  webShopId,
}: {
  open: boolean;
  onClose: () => void;
  webShopId: number;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const registerParticipant = useRegisterParticipant();
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [linkCopied, setLinkCopied] = useState(false);
  // Once registered the form that held the focus is gone: it goes to Close.
  const focusClose = useFocusWhenShown();
  const form = useZodForm(organiserAddsSellerDialog, { name: '', email: '', isMinor: false, guardianEmail: '' });
  const { isSubmitting } = form.formState;
  const { onSubmit, formError, setFormError } = useServerSubmit(form, async (values) => {
    const result = await registerParticipant.mutateAsync({ webShopId, ...values });
    let loginCode: string | null = null;
    if (!values.email && !values.isMinor) {
      try {
        const list = await queryClient.fetchQuery({ ...sellerListQueryOptions(webShopId), staleTime: 0 });
        loginCode = list.find((seller) => seller.sellerId === result.sellerId)?.password ?? null;
      } catch {
        // The code is in the participants table as well.
      }
    }
    setRegistered({ name: result.sellerName, email: values.email, isMinor: values.isMinor, loginCode });
  });

  const copyLoginLink = async (loginCode: string) => {
    try {
      await copyText(sellerLoginLink(loginCode));
      setLinkCopied(true);
    } catch (error) {
      setFormError(errorText(error));
    }
  };

  const startOver = () => {
    form.reset();
    setFormError(null);
    setRegistered(null);
    setLinkCopied(false);
    registerParticipant.reset();
  };

  const close = () => {
    if (isSubmitting) return;
    onClose();
    // After the closing transition, so the success view does not flash back to the form.
    setTimeout(startOver, 300);
  };

  const done = registered ? (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="success">{t('participants.registered', { name: registered.name })}</Alert>
          {registered.isMinor ? (
            <DialogContentText>{t('people.guardianMailed')}</DialogContentText>
          ) : registered.email ? (
            <DialogContentText>{t('participants.detailsSentTo', { email: registered.email })}</DialogContentText>
          ) : registered.loginCode ? (
            <>
              <DialogContentText>{t('participants.giveCode', { name: registered.name })}</DialogContentText>
              <Typography
                data-testid="new-login-code"
                sx={{
                  fontFamily: 'monospace',
                  fontSize: '1.5rem',
                  letterSpacing: '0.1em',
                  textAlign: 'center',
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  py: 1,
                  wordBreak: 'break-all',
                }}
              >
                {registered.loginCode}
              </Typography>
              <DialogContentText variant="body2">
                {t('participants.linkHoldsCode', { name: registered.name })}
              </DialogContentText>
              <Typography
                variant="body2"
                data-testid="new-login-link"
                sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
              >
                {sellerLoginLink(registered.loginCode)}
              </Typography>
              <Button
                variant="outlined"
                size="small"
                startIcon={<ContentCopyIcon />}
                onClick={() => void copyLoginLink(registered.loginCode ?? '')}
                sx={{ alignSelf: 'flex-start' }}
              >
                {linkCopied ? t('msg.linkCopied') : t('participants.copyLoginLink')}
              </Button>
            </>
          ) : (
            <DialogContentText>{t('participants.codeInTable')}</DialogContentText>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={startOver}>{t('participants.registerAnother')}</Button>
        <Button onClick={close} variant="contained" ref={focusClose}>
          {t('people.close')}
        </Button>
      </DialogActions>
    </>
  ) : null;

  return (
    <FormDialog
      open={open}
      title={t('participants.registerParticipant')}
      intro={t('participants.registerIntro')}
      submitLabel={t('participants.register')}
      cancelLabel={t('dashboard.cancel')}
      busy={isSubmitting}
      error={formError}
      onSubmit={onSubmit}
      onClose={close}
      done={done}
    >
      <ParticipantFields form={form} emailLabel={t('dashboard.email')} emailHelp={t('dashboard.optional')} />
    </FormDialog>
  );
}
