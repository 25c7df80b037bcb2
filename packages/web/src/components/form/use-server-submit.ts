import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './server-errors.ts';

/**
 * The submit of a form that sends a call: on a refusal the server's field errors go to their fields and the rest
 * to `formError` (shown with FormAlert). `refused` handles the codes a form treats on its own (true: handled);
 * `elsewhere` takes field errors of inputs outside the form values.
 */
export function useServerSubmit<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  send: (values: O) => Promise<unknown>,
  options: {
    refused?: (error: unknown) => boolean;
    elsewhere?: Readonly<Record<string, (message: string) => void>>;
    /** Shown as the form error when the form's own check fails (a form that has no snackbar for it). */
    invalidMessage?: string;
  } = {},
) {
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await send(values);
      } catch (error) {
        if (!options.refused?.(error)) setFormError(applyServerErrors(form, error, options.elsewhere));
      }
    },
    () => {
      if (options.invalidMessage) setFormError(options.invalidMessage);
    },
  );
  return { onSubmit, formError, setFormError };
}
