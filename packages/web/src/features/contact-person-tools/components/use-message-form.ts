import type { sendMessageToSellersRequest } from '@fundshop/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { hasFieldErrors } from '../../../components/form/server-errors.ts';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import type { MessageBody } from '../api/send-message.ts';
import { useFailureText } from './failure-text.ts';

/** The core request schema of a message ({webShopId, message}); the three kinds differ only in messages and maximum. */
export type MessageSchema = typeof sendMessageToSellersRequest;

/**
 * A message form checked by its core request schema (webShopId rides along in the values, no field shows it): the
 * message is sent once however often Send is pressed, cleared when sent. A refusal that names no field becomes
 * `error`, SPEC §8's text for the page's alert.
 */
export function useMessageForm<Answer>({
  schema,
  webShopId,
  max,
  initialMessage = '',
  send,
  onSent,
}: {
  schema: MessageSchema;
  webShopId: number;
  max: number;
  initialMessage?: string;
  send: (body: MessageBody) => Promise<Answer>;
  onSent: (answer: Answer) => void;
}) {
  const form = useZodForm(schema, { webShopId, message: initialMessage });
  const toFailure = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const { onSubmit, formError, setFormError } = useServerSubmit(
    form,
    async (values) => {
      setFailure(null);
      const answer = await send(values);
      form.reset({ webShopId, message: '' });
      onSent(answer);
    },
    {
      refused: (error) => {
        // Only the message has a field to show its error on; webShopId is not the organiser's to fix.
        if (hasFieldErrors(error) && 'message' in error.fieldErrors) return false;
        setFailure(toFailure(error));
        return true;
      },
    },
  );
  const message = useWatch({ control: form.control, name: 'message' });
  /** Starts over with `text` in the field and no error (a dialog opened again). */
  const restart = (text: string) => {
    form.reset({ webShopId, message: text });
    setFailure(null);
    setFormError(null);
  };
  return {
    form,
    onSubmit,
    error: formError ?? failure,
    busy: form.formState.isSubmitting,
    counter: `${message.length}/${max}`,
    restart,
  };
}
