import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError, errorText } from '../../lib/api-client.ts';

/** Whether a failed call named fields (the server's `fieldErrors`). */
export function hasFieldErrors(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0;
}

/**
 * Shows a failed call on the form: each of the server's `fieldErrors` on its field (the first one focused), or on a
 * handler in `elsewhere` (a picture input outside the form values). Returns the text for the form itself: a field
 * error the form has no field for (the first), or the call's message when it named no field; null when every error found a field.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { getValues: () => T; setError: UseFormSetError<T> },
  error: unknown,
  elsewhere: Readonly<Record<string, (message: string) => void>> = {},
): string | null {
  if (!hasFieldErrors(error)) return errorText(error);
  const fields = Object.keys(form.getValues());
  let formMessage: string | null = null;
  let focused = false;
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    const handler = elsewhere[key];
    if (handler) {
      handler(message);
    } else if (fields.includes(key)) {
      // The keys of getValues() are the form's own paths.
      form.setError(key as Path<T>, { message }, { shouldFocus: !focused });
      focused = true;
    } else {
      formMessage ??= message;
    }
  }
  return formMessage;
}
