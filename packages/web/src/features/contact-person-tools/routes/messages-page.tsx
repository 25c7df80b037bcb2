import {
  MESSAGE_MAX,
  sendMessageToSellersRequest,
  sendMessageToSupportRequest,
  type SendMessageToSellersResponse,
  type Translate,
} from '@fundshop/core';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Box, Stack, Typography } from '@mui/material';
import { useContactPersonSession } from '../../../lib/storage.ts';
import { useSendMessageToSellers, useSendMessageToSupport } from '../api/send-message.ts';
import { MessageBox } from '../components/message-box.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** Who has no email gets nothing: the organiser is told, so it can pass the message on itself. */
const reachedNote = (t: Translate, answer: SendMessageToSellersResponse) =>
  t('tools.reachedSellers', { sent: answer.sentTo, withoutEmail: answer.withoutEmail });

/** /contactperson/messages (SPEC §2): 'Message all sellers' and 'Contact support', side by side on wide screens. */
export function MessagesPage() {
  const t = useT();
  useDocumentTitle(t('toolsPage.pageTitle'));
  const session = useContactPersonSession();
  const toSellers = useSendMessageToSellers();
  const toSupport = useSendMessageToSupport();
  if (!session) return null;
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 3 }}>
        {t('tools.messagesTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <MessageBox
          title={t('tools.messageAllSellers')}
          hint={t('tools.sellersHint')}
          schema={sendMessageToSellersRequest}
          max={MESSAGE_MAX.toSellers}
          webShopId={session.webShopId}
          send={toSellers.mutateAsync}
          sentNote={(answer) => reachedNote(t, answer)}
        />
        <MessageBox
          title={t('tools.contactSupport')}
          hint={t('tools.supportHint')}
          schema={sendMessageToSupportRequest}
          max={MESSAGE_MAX.toSupport}
          webShopId={session.webShopId}
          send={toSupport.mutateAsync}
        />
      </Stack>
    </Box>
  );
}
