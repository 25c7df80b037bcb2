import {
  editParticipantForm,
  minorProblems,
  type ResendLoginDetailsResponse,
  type SellerListItem,
} from '@fundshop/core';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { FormDialog, FormDialogDone } from '../../../components/form/form-dialog.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { errorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePeopleErrorText } from '../../../lib/people-error-texts.ts';
import { useEditParticipant, useResendLoginDetails } from '../api/edit-participant.ts';
import { ParticipantFields } from './participant-fields.tsx';

// One participant in the organiser's table (docs/decisions/0038): Edit, and the login details again.

const editDialogForm = editParticipantForm.superRefine((value, ctx) => {
  for (const [field, message] of Object.entries(minorProblems(value, false))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});

/** Edit participant: name, email (empty keeps it), under 18 with the guardian, and a minor's full name in the store. */
export function EditParticipantDialog({
  seller,
  webShopId,
  onClose,
}: {
  seller: SellerListItem;
  webShopId: number;
  onClose: () => void;
}) {
  const t = useT();
  const edit = useEditParticipant(webShopId);
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(editDialogForm, {
    name: seller.name,
    email: '',
    isMinor: seller.isMinor,
    guardianEmail: seller.guardianEmail,
    showFullName: seller.showFullName,
  });
  const isMinor = form.watch('isMinor') ?? false;
  const showFullName = form.watch('showFullName') ?? false;
  const { onSubmit, formError } = useServerSubmit(form, async (values) => {
    const result = await edit.mutateAsync({ sellerId: seller.sellerId, ...values });
    if (result.mailedTo === 'guardian') setDone(t('people.guardianMailed'));
    else if (result.mailedTo === 'seller') setDone(t('people.loginDetailsMailedToNewEmail'));
    else onClose();
  });
  return (
    <FormDialog
      title={t('people.editTitle')}
      submitLabel={t('dashboard.save')}
      cancelLabel={t('dashboard.cancel')}
      busy={form.formState.isSubmitting}
      error={formError}
      onSubmit={onSubmit}
      onClose={onClose}
      done={done ? <FormDialogDone message={done} closeLabel={t('people.close')} onClose={onClose} /> : null}
    >
      <ParticipantFields
        form={form}
        emailLabel={seller.email ? t('participants.emailNow', { email: seller.email }) : t('dashboard.email')}
        emailHelp={t('people.editEmailHelp')}
      />
      {isMinor ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={showFullName}
              disabled={!seller.fullNameConsent}
              onChange={(e) => form.setValue('showFullName', e.target.checked)}
            />
          }
          label={t(seller.fullNameConsent ? 'people.showFullNameLabel' : 'people.fullNameNeedsConsent')}
        />
      ) : null}
    </FormDialog>
  );
}

/** Login details again: mailed (to the participant, or a minor's guardian) or shown here to hand over. */
export function LoginDetailsDialog({ seller, onClose }: { seller: SellerListItem; onClose: () => void }) {
  const t = useT();
  // The server says in English whom it mailed (PEOPLE_MSG); the page writes it in its own language.
  const serverText = usePeopleErrorText();
  const resend = useResendLoginDetails();
  const [answer, setAnswer] = useState<ResendLoginDetailsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async (by: 'mail' | 'screen') => {
    setError(null);
    try {
      setAnswer(await resend.mutateAsync({ sellerId: seller.sellerId, by }));
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="login-details-title">
      <DialogTitle id="login-details-title">{t('people.loginDetailsOf', { name: seller.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {error ? <Alert severity="error">{serverText(error)}</Alert> : null}
          {answer?.message ? <Alert severity="success">{serverText(answer.message)}</Alert> : null}
          {answer?.loginCode ? (
            <>
              <DialogContentText>{t('people.loginCode')}</DialogContentText>
              <Typography data-testid="resent-login-code" sx={{ fontFamily: 'monospace', fontSize: '1.4rem' }}>
                {answer.loginCode}
              </Typography>
              <DialogContentText>{t('people.loginLink')}</DialogContentText>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {answer.loginLink}
              </Typography>
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('people.close')}</Button>
        <Button onClick={() => void send('screen')} disabled={resend.isPending}>
          {t('people.showOnScreen')}
        </Button>
        <BusyButton variant="contained" busy={resend.isPending} onClick={() => void send('mail')}>
          {t('people.sendByMail')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
