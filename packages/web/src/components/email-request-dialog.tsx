import { useState } from 'react';
import type { z } from 'zod';
import { FormDialog, FormDialogDone } from './form/form-dialog.tsx';
import { FormTextField } from './form/form-text-field.tsx';
import { useServerSubmit } from './form/use-server-submit.ts';
import { useZodForm } from './form/use-zod-form.ts';
import { useT } from '../lib/i18n.tsx';

type EmailSchema = z.ZodType<{ email: string }, { email: string }>;

/**
 * A dialog that asks for an email address and sends it (docs/decisions/0034: 'Forgot password?', 'Send me my login
 * link'). The answer never says whether the address has an account, so the dialog only says that a mail is on its way
 * if it does.
 */
export function EmailRequestDialog({
  open,
  onClose,
  title,
  intro,
  submitText,
  sentText,
  schema,
  maxLength,
  send,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  submitText: string;
  sentText: string;
  schema: EmailSchema;
  maxLength: number;
  send: (body: { email: string }) => Promise<unknown>;
}) {
  const t = useT();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(schema, { email: '' });
  const { onSubmit, formError } = useServerSubmit(form, async (values) => {
    if (busy) return;
    setBusy(true);
    try {
      await send(values);
      setSent(true);
    } finally {
      setBusy(false);
    }
  });
  const close = () => {
    setSent(false);
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={title}
      intro={intro}
      submitLabel={submitText}
      cancelLabel={t('recovery.cancel')}
      busy={busy}
      error={formError}
      onSubmit={onSubmit}
      onClose={close}
      done={sent ? <FormDialogDone message={sentText} closeLabel={t('recovery.close')} onClose={close} /> : null}
    >
      <FormTextField
        form={form}
        name="email"
        label={t('form.email')}
        type="email"
        autoComplete="email"
        maxLength={maxLength}
      />
    </FormDialog>
  );
}
