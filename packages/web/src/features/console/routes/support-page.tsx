import { Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { supportReplyRequest, type SupportMessage } from '@fundshop/core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormStack, SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useReplyToSupport, useSupportMessages, type SupportState } from '../api/support.ts';
import { ChoiceToggle } from '../components/choice-toggle.tsx';
import { when } from '../components/format.ts';
import { QueryState } from '../components/query-state.tsx';

/** One message with its answers so far and the form to answer it by mail. */
function Message({ message }: { message: SupportMessage }) {
  const reply = useReplyToSupport();
  const form = useZodForm(supportReplyRequest, { body: '' });
  const { onSubmit, formError } = useServerSubmit(form, async ({ body }) => {
    await reply.mutateAsync({ id: message.id, body });
    form.reset();
  });
  return (
    <Paper variant="outlined" component="article" aria-label={`Message ${message.id}`} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            size="small"
            color={message.answeredAt ? 'default' : 'warning'}
            label={message.answeredAt ? 'Answered' : 'Open'}
          />
          <Link component={RouterLink} to={`/groups/${message.webShopId}`}>
            {message.groupName} ({message.webShopId})
          </Link>
          <Typography variant="body2" color="text.secondary">
            {message.organiserEmail} · {when(message.createdAt)}
          </Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{message.body}</Typography>
        {message.replies.map((r) => (
          <Paper key={r.createdAt} variant="outlined" sx={{ p: 1.5, bgcolor: 'background.default' }}>
            <Typography variant="caption" color="text.secondary">
              {r.operatorEmail} answered {when(r.createdAt)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {r.body}
            </Typography>
          </Paper>
        ))}
        <FormStack onSubmit={onSubmit} error={formError}>
          <FormTextField
            form={form}
            name="body"
            label="Answer (mailed to the organiser)"
            multiline
            minRows={3}
            maxLength={4000}
          />
          <Stack direction="row">
            <SubmitButton busy={form.formState.isSubmitting}>Send the answer</SubmitButton>
          </Stack>
        </FormStack>
      </Stack>
    </Paper>
  );
}

/** The organisers' messages to support: open ones first, answered by mail from here. */
export function SupportPage() {
  const [state, setState] = useState<SupportState>('open');
  const messages = useSupportMessages(state);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Messages to support
      </Typography>
      <ChoiceToggle
        label="Which messages"
        value={state}
        onChange={setState}
        options={[
          { value: 'open', label: 'Open' },
          { value: 'answered', label: 'Answered' },
          { value: 'all', label: 'All' },
        ]}
      />
      <QueryState query={messages}>
        {({ messages: list }) =>
          list.length === 0 ? (
            <Typography>No messages here.</Typography>
          ) : (
            <Stack spacing={2}>
              {list.map((m) => (
                <Message key={m.id} message={m} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
