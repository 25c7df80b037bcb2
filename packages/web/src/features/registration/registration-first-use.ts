import {
  CURRENCY_ATTRIBUTE,
  parseRegistrationFormStart,
  REGISTRATION_FIELDS,
  REGISTRATION_FORM_ATTRIBUTE,
  REGISTRATION_HOST_ATTRIBUTE,
  type RegistrationFormStart,
} from '@fundshop/core';
import { FRAME_NAVIGATION_PATH, hostRegistrationFrame, reportHeightToParent } from './iframe-messages.ts';
import { Handover } from '../../lib/handover.ts';

/**
 * Group registration as the server draws it (docs/decisions/0017). The host page, `/register-store`, runs no app:
 * it only sizes its frame and follows the form's navigation requests. The form, `/register-store/form`, is a plain
 * form the supporter fills in before any of the app runs; the app takes it over at its first submit (or at once,
 * where a captcha must be shown), starting from what was typed, and carries the submit out.
 */
export type ServerRegistrationPage =
  | { kind: 'host'; frame: HTMLIFrameElement }
  | { kind: 'form'; page: HTMLElement; form: HTMLFormElement; start: RegistrationFormStart };

export function serverRegistrationPage(container: HTMLElement): ServerRegistrationPage | null {
  const frame = container.querySelector(`[${REGISTRATION_HOST_ATTRIBUTE}] iframe`);
  if (frame instanceof HTMLIFrameElement) return { kind: 'host', frame };
  const page = container.querySelector<HTMLElement>(`[${REGISTRATION_FORM_ATTRIBUTE}]`);
  const form = page?.querySelector('form');
  const start = parseRegistrationFormStart(page?.getAttribute(REGISTRATION_FORM_ATTRIBUTE));
  return page && form && start ? { kind: 'form', page, form, start } : null;
}

/** The host page without the app: the frame's navigation requests load the next page. */
export function hostWithoutApp(frame: HTMLIFrameElement): void {
  hostRegistrationFrame(frame, (to) => window.location.assign(FRAME_NAVIGATION_PATH[to]));
}

const submitted = new Handover<true>();
const focused = new Handover<string>();
const typed = new Handover<Record<string, string | boolean>>();

/** The server's form was submitted: the app's form submits once it has taken over. */
export const takeRegistrationSubmit = () => submitted.take() === true;
/** The name of the server form's field that had the focus when the app replaced it, once. */
export const takeRegistrationFocus = () => focused.take();
/** What was typed into the server's form: the app's form starts from it (pure, for its first render). */
export const peekRegistrationValues = () => typed.peek();
/** What was typed, once: the app's form takes it after its first render. */
export const takeRegistrationValues = () => typed.take();

function isField(element: unknown): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

function valuesOf(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const { name } of REGISTRATION_FIELDS) {
    const input = form.elements.namedItem(name);
    if (isField(input)) values[name] = input.value;
  }
  const terms = form.elements.namedItem('hasAcceptedTerms');
  if (terms instanceof HTMLInputElement) values.hasAcceptedTerms = terms.checked;
  return values;
}

/**
 * Until the app takes the server's form over: the frame is told the form's height, the Goal shows the chosen
 * country's currency, and what is typed and the field with the focus are noted. Resolves at the first submit (its
 * button then shows it is busy), or at once for an `at-once` form.
 */
export function registrationFirstUse({ page, form, start }: Extract<ServerRegistrationPage, { kind: 'form' }>) {
  const stopReporting = reportHeightToParent(page);
  // Kept as it is typed: the app's first render may come after the server's form has left the page.
  const remember = () => typed.set(valuesOf(form));
  remember();
  form.addEventListener('input', remember);
  form.addEventListener('change', remember);
  form.addEventListener('change', (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement)) return;
    const symbol = select.selectedOptions[0]?.getAttribute(CURRENCY_ATTRIBUTE);
    const adornment = form.querySelector(`span[${CURRENCY_ATTRIBUTE}]`);
    if (symbol && adornment) adornment.textContent = symbol;
  });
  form.addEventListener('focusin', (event) => {
    if (isField(event.target)) focused.set(event.target.name || null);
  });
  // Focus that moves on clears the mark; focus lost because the app removed the field keeps it.
  form.addEventListener('focusout', (event) => {
    const field = event.target;
    queueMicrotask(() => {
      if (field instanceof Node && field.isConnected) focused.set(null);
    });
  });
  return new Promise<void>((resolve) => {
    const taken = () => {
      remember();
      stopReporting();
      resolve();
    };
    // Never the browser's own submit (it would put the form's values into an address): the app sends the form.
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      form.querySelector('[type="submit"]')?.setAttribute('aria-busy', 'true');
      submitted.set(true);
      taken();
    });
    if (start === 'at-once') taken();
  });
}
