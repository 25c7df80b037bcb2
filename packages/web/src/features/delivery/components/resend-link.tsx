import SendIcon from '@mui/icons-material/Send';
import { Alert, Stack } from '@mui/material';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useResendMyBooks } from '../api/my-books-actions.ts';
import { useDeliveryErrorText } from '../use-delivery-error-text.ts';
import { focusRing } from './focus-ring.ts';

/** 'Send the link again': to the order's own address only, so the page cannot mail anyone else; rate limited (429). */
export function ResendLink({ token }: { token: string }) {
  const t = useT();
  const errorText = useDeliveryErrorText();
  const resend = useResendMyBooks(token);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <BusyButton
        variant="outlined"
        startIcon={<SendIcon />}
        busy={resend.isPending}
        onClick={() => resend.mutate()}
        sx={{ minHeight: 44, ...focusRing }}
      >
        {t('delivery.resend')}
      </BusyButton>
      <div role="status">
        {resend.isSuccess ? <Alert severity="success">{t('delivery.resent')}</Alert> : null}
        {resend.isError ? <Alert severity="error">{errorText(resend.error)}</Alert> : null}
      </div>
    </Stack>
  );
}
