import {
  APP_FILES_TEMPLATE_ID,
  parseStoreIntentKey,
  STARTS_ON_FIRST_USE_ATTRIBUTE,
  parseTourIntent,
  STORE_INTENT_ATTRIBUTE,
  TOUR_INTENT_ATTRIBUTE,
  type StoreIntent,
  type TourIntent,
} from '@fundshop/core';
import { cartStorage } from './cart-storage.ts';
import { Handover } from './handover.ts';

/**
 * An open store's page is the server's markup until the supporter first uses it (docs/decisions/0016): the app
 * starts when a button of the store is pressed or focused, or when the end of the books, where the
 * checkout form goes, nears the screen; on the demo route, when its welcome dialog is answered. What a pressed
 * button was for, which button had the focus and the dialog's answer are kept for the app, which carries them out
 * once it has taken the page over.
 */
const pressed = new Handover<StoreIntent[]>();
const focused = new Handover<string>();
const tourChoice = new Handover<TourIntent>();

/**
 * The buttons pressed in the server's store, in order (a quick second tap can land before the app has taken over):
 * the app's store page starts from them (pure, for its first render).
 */
export const peekStoreIntents = (): readonly StoreIntent[] => pressed.peek() ?? [];
/** The pressed buttons' intents, once: the app's store page takes them after its first render. */
export const takeStoreIntents = (): readonly StoreIntent[] => pressed.take() ?? [];
/** What the demo store's welcome dialog, drawn by the server, was answered with: the tour starts from it. */
export const peekTourIntent = () => tourChoice.peek();
/** The welcome dialog's answer, once. */
export const takeTourIntent = () => tourChoice.take();
/** The intent key of the server's button that had the focus when the app replaced it, once. */
export const takeStoreFocus = () => focused.take();

/**
 * The server's store markup under `container` that waits for first use, or null: the page is another one, or
 * the supporter's cart already has books (the cart bar must show at once).
 */
export function storeAwaitingFirstUse(container: HTMLElement): HTMLElement | null {
  const markup = container.querySelector<HTMLElement>(`[${STARTS_ON_FIRST_USE_ATTRIBUTE}]`);
  const sellerId = Number(markup?.getAttribute(STARTS_ON_FIRST_USE_ATTRIBUTE));
  if (!markup || !Number.isInteger(sellerId) || sellerId <= 0) return null;
  return cartStorage.load(sellerId).length > 0 ? null : markup;
}

/** The element the event happened in or its closest ancestor matching the selector. */
function closestTo(event: Event, selector: string): Element | null {
  return event.target instanceof Element ? event.target.closest(selector) : null;
}

function intentOf(event: Event): { button: Element; key: string; intent: StoreIntent } | null {
  const button = closestTo(event, `[${STORE_INTENT_ATTRIBUTE}]`);
  const key = button?.getAttribute(STORE_INTENT_ATTRIBUTE);
  const intent = parseStoreIntentKey(key);
  return button && key && intent ? { button, key, intent } : null;
}

/**
 * Resolves at the first use of the store's markup; its listeners go with the markup when the app replaces it.
 * A press with a pointer starts the app at its click, not at the pointer going down (which focuses the button):
 * the app must not replace the button between the two, or the click would land on no button at all.
 */
export function firstUseOf(markup: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    let started = false;
    let pointerDown = false;
    const onPointer = (event: Event) => (pointerDown = event.type === 'pointerdown');
    const pointerEvents = ['pointerdown', 'pointerup', 'pointercancel'];
    for (const type of pointerEvents) window.addEventListener(type, onPointer, true);
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      for (const type of pointerEvents) window.removeEventListener(type, onPointer, true);
      resolve();
    };
    markup.addEventListener('click', (event) => {
      const tour = closestTo(event, `[${TOUR_INTENT_ATTRIBUTE}]`);
      const choice = parseTourIntent(tour?.getAttribute(TOUR_INTENT_ATTRIBUTE));
      if (choice) {
        tourChoice.set(choice);
        start();
      }
      const used = intentOf(event);
      if (!used) return;
      used.button.setAttribute('aria-busy', 'true');
      pressed.set([...(pressed.peek() ?? []), used.intent]);
      start();
    });
    markup.addEventListener('focusin', (event) => {
      const key = intentOf(event)?.key ?? null;
      focused.set(key);
      if (key && !pointerDown) start();
    });
    // The welcome dialog keeps the focus among its buttons, and Escape closes it, as the app's dialog does.
    markup.addEventListener('keydown', (event) => {
      const dialog = closestTo(event, '[role="dialog"]');
      if (!dialog) return;
      if (event.key === 'Escape') {
        tourChoice.set('skip');
        start();
      } else if (event.key === 'Tab') {
        const buttons = [...dialog.querySelectorAll('button')];
        const next = buttons.indexOf(event.target as HTMLButtonElement) + (event.shiftKey ? -1 : 1);
        event.preventDefault();
        buttons[(next + buttons.length) % buttons.length]?.focus();
      }
    });
    // Focus that moves on clears the mark; focus lost because the app removed the button keeps it.
    markup.addEventListener('focusout', (event) => {
      const button = event.target;
      queueMicrotask(() => {
        if (button instanceof Node && button.isConnected) focused.set(null);
      });
    });

    // Behind the demo's welcome dialog the store cannot be used: only the dialog's answer starts the app.
    const books = markup.querySelector(`[${TOUR_INTENT_ATTRIBUTE}]`) ? [] : markup.querySelectorAll('article');
    const end = books[books.length - 1];
    const observer =
      end && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
            rootMargin: '100% 0px',
          })
        : null;
    if (end) observer?.observe(end);
  });
}

/**
 * Once the page has loaded and the browser is idle, the app's files (which the server left out of the head, in a
 * template) are fetched, so the first use waits only for running them.
 */
export function prefetchAppWhenIdle(doc: Document = document): void {
  const prefetch = () => {
    const template = doc.getElementById(APP_FILES_TEMPLATE_ID);
    if (template instanceof HTMLTemplateElement) doc.head.append(template.content);
  };
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(prefetch, { timeout: 2000 })
      : setTimeout(prefetch, 200);
  if (doc.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
