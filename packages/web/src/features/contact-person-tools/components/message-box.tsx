import SendIcon from '@mui/icons-material/Send';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { FormStack, SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { InfoDialog } from '../../../components/info-dialog.tsx';
import { escapeHtml } from '../../../lib/html.ts';
import type { MessageBody } from '../api/send-message.ts';
import { useMessageForm, type MessageSchema } from './use-message-form.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * One box of /contactperson/messages (SPEC §2, §4 Message send): a titled multiline field with a character count,
 * Send with a spinner, then 'Sent!!' with `sentNote(answer)` under SPEC's text when there is one. The card's title
 * names the field.
 */
export function MessageBox<Answer>({
  title,
  hint,
  schema,
  max,
  webShopId,
  send,
  sentNote,
}: {
  title: string;
  hint: string;
  schema: MessageSchema;
  max: number;
  webShopId: number;
  send: (body: MessageBody) => Promise<Answer>;
  sentNote?: (answer: Answer) => string;
}) {
  const t = useT();
  const titleId = useId();
  const [sentOpen, setSentOpen] = useState(false);
  // Kept after OK, so the dialog's text does not change while it fades out.
  const [sentNoteText, setSentNoteText] = useState<string | null>(null);
  const { form, onSubmit, error, busy, counter } = useMessageForm({
    schema,
    webShopId,
    max,
    send,
    onSent: (answer) => {
      setSentNoteText(sentNote ? sentNote(answer) : null);
      setSentOpen(true);
    },
  });
  const sentHtml = [t('tools.sentBody'), sentNoteText]
    .filter((text): text is string => Boolean(text))
    .map(escapeHtml)
    .join('<br><br>');

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ flex: 1, minWidth: 0 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {hint}
        </Typography>
        <FormStack onSubmit={onSubmit} error={error}>
          <FormTextField
            form={form}
            name="message"
            multiline
            minRows={6}
            maxLength={max}
            counter={counter}
            htmlInput={{ 'aria-labelledby': titleId }}
          />
          <Box>
            <SubmitButton busy={busy} idleIcon={<SendIcon />}>
              {t('tools.send')}
            </SubmitButton>
          </Box>
        </FormStack>
      </CardContent>
      <InfoDialog
        open={sentOpen}
        title={t('tools.sentTitle')}
        html={sentHtml}
        okText={t('tools.ok')}
        onOk={() => setSentOpen(false)}
      />
    </Card>
  );
}
