import { z } from 'zod';

/**
 * A select of fixed choices holds any text (the placeholder is '') until it is validated; the core schema of the
 * choice then checks it with its own messages. Lets a form's values start empty without a cast.
 */
export function selectInput<Output>(choice: z.ZodType<Output, string>) {
  return z.string().pipe(choice);
}

/** A box that must be ticked holds false until it is; the core schema then refuses false with its own message. */
export function tickedInput<Output>(box: z.ZodType<Output, boolean>) {
  return z.boolean().pipe(box);
}
