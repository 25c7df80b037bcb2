/**
 * Messages between the embedded registration form (/register-store/form) and the page hosting it in an iframe
 * (our /register-store, or the marketing site), SPEC §1.
 *
 * The form posts plain objects to `window.parent` with targetOrigin '*': it does not know which site embeds it,
 * and the messages carry no secrets (a height and two navigation requests). The host must check `event.origin`
 * (our /register-store accepts only its own origin) and read nothing else from the message.
 *
 *   { type: 'resizeIframe', height: number }      the form's content height in CSS px (500 ms, 2000 ms, every change)
 *   { type: 'navigateToRegisterCompletedPage' }    registration succeeded: show the register-completed page
 *   { type: 'navigateToLoginPage' }                'Navigate to my dashboard': show the contact person login
 */
export type RegistrationFrameMessage =
  | { type: 'resizeIframe'; height: number }
  | { type: 'navigateToRegisterCompletedPage' }
  | { type: 'navigateToLoginPage' };

/** True when this page runs inside a frame. */
export function isInFrame(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

export function postToParent(message: RegistrationFrameMessage): void {
  if (isInFrame()) window.parent.postMessage(message, '*');
}

/** Reads a posted message; anything that is not one of ours gives null. */
export function parseFrameMessage(data: unknown): RegistrationFrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type === 'resizeIframe') {
    return typeof height === 'number' && Number.isFinite(height) && height > 0 ? { type, height } : null;
  }
  if (type === 'navigateToRegisterCompletedPage' || type === 'navigateToLoginPage') return { type };
  return null;
}
