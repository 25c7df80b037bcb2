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
import { IFRAME_RESIZE_DELAYS_MS } from '@fundshop/core';

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

/**
 * The form's side: reports the element's height to the host at IFRAME_RESIZE_DELAYS_MS and on every change, while
 * inside a frame. Used by the app's form page and by the server's form before the app takes it over; returns the
 * function that stops it.
 */
export function reportHeightToParent(element: HTMLElement): () => void {
  if (!isInFrame()) return () => {};
  const report = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    // A removed element measures 0: the page that replaced it reports its own.
    if (height > 0) postToParent({ type: 'resizeIframe', height });
  };
  const timers = IFRAME_RESIZE_DELAYS_MS.map((delay) => setTimeout(report, delay));
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(report);
  observer?.observe(element);
  return () => {
    timers.forEach(clearTimeout);
    observer?.disconnect();
  };
}

export type FrameNavigation = Exclude<RegistrationFrameMessage['type'], 'resizeIframe'>;

/**
 * The host's side: sizes the frame to the height its form reports and hands on its navigation requests. Only
 * messages from this frame and this origin count. Used by the app's /register-store and by the server's page of it,
 * which runs no app. Returns the function that stops listening.
 */
export function hostRegistrationFrame(frame: HTMLIFrameElement, navigate: (to: FrameNavigation) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
    const message = parseFrameMessage(event.data);
    if (!message) return;
    if (message.type === 'resizeIframe') frame.style.height = `${message.height}px`;
    else navigate(message.type);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

/** Where each navigation request of the form leads. */
export const FRAME_NAVIGATION_PATH: Record<FrameNavigation, string> = {
  navigateToRegisterCompletedPage: '/register-completed',
  navigateToLoginPage: '/contactperson/login',
};
