import { FIELD_MAX, forgotPasswordRequest } from '@fundshop/core';
import { EmailRequestDialog } from '../../../components/email-request-dialog.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useForgotPassword } from '../api/account-recovery.ts';

/** 'Forgot password?': asks for the email and mails a reset link; the login form and a used reset link open it. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const forgot = useForgotPassword();
  return (
    <EmailRequestDialog
      open={open}
      onClose={onClose}
      title={t('recovery.forgotPasswordTitle')}
      intro={t('recovery.forgotPasswordIntro')}
      submitText={t('recovery.forgotPasswordButton')}
      sentText={t('recovery.forgotPasswordSent')}
      schema={forgotPasswordRequest}
      maxLength={FIELD_MAX.details.email}
      send={forgot.mutateAsync}
    />
  );
}
