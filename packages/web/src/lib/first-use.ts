import {
  APP_FILES_TEMPLATE_ID,
  APP_START_NEAR_ATTRIBUTE,
  APP_STARTING_ATTRIBUTE,
  EARLY_USES_GLOBAL,
} from '@fundshop/core';

/**
 * A page the server rendered from the app's components is usable before any of the app runs (docs/decisions/0016,
 * 0029): its links, fields, selects and checkboxes are the browser's own. The app hydrates that same markup at the
 * first use, and then carries out what that use asked of it:
 * - a press of a button (its click is repeated on the same, now live, button);
 * - a form's submit (submitted again, by the app);
 * - a press on a dialog's backdrop, or Escape in a dialog (repeated: the dialog closes);
 * - entering a form field, or Tab in a dialog (nothing to repeat: hydration keeps the element and its focus);
 * - an element marked APP_START_NEAR_ATTRIBUTE coming within a screen of the viewport (the store's checkout).
 * Presses that come before the app has taken over are repeated in order, and so are those the page's own inline script
 * kept before this module ran (core EARLY_USE_SCRIPT).
 */
export interface Uses {
  /** Resolves at the page's first use. */
  first: Promise<void>;
  /**
   * Stops recording presses: called the moment the app starts hydrating, since React then handles (or replays) the
   * presses on the page itself, and one recorded as well would be carried out twice (two books for one Enter).
   */
  stop(): void;
  /** Once the app has hydrated the page: repeats the presses recorded before it began, and stops listening. */
  replay(): void;
}

type Press = () => void;

const FIELD = 'input, select, textarea';
/** MUI's dialogs are drawn inside a role="presentation" root; its own element, not the dialog, is the backdrop. */
const BACKDROP = '[role="presentation"]';

/** What the page's inline script (core EARLY_USE_SCRIPT) left: presses and submits made before this module ran. */
interface EarlyUses {
  uses: { kind: 'press' | 'submit'; element: Element }[];
  stop(): void;
}

/** Takes the early uses over: the inline script stops listening, and its uses are handed back once. */
function takeEarlyUses(): EarlyUses['uses'] {
  const early = (window as unknown as Record<string, EarlyUses | undefined>)[EARLY_USES_GLOBAL];
  if (!early) return [];
  early.stop();
  delete (window as unknown as Record<string, unknown>)[EARLY_USES_GLOBAL];
  return early.uses.splice(0);
}

function elementOf(event: Event): Element | null {
  return event.target instanceof Element ? event.target : null;
}

/** The pressed button shows it is working (a CSS spinner, app/theme.ts) until the app has taken the press over. */
function markStarting(button: Element | null | undefined): () => void {
  button?.setAttribute(APP_STARTING_ATTRIBUTE, '');
  button?.setAttribute('aria-busy', 'true');
  return () => {
    button?.removeAttribute(APP_STARTING_ATTRIBUTE);
    button?.removeAttribute('aria-busy');
  };
}

/**
 * Watches the uses of the page under `root` until the app has taken it over: a page that waits for its first use
 * waits for `first`; one the app hydrates at once is watched too, so a press in the moment before is not lost.
 */
export function watchUses(root: HTMLElement): Uses {
  const presses: Press[] = [];
  const listeners: [string, (event: Event) => void][] = [];
  let observer: IntersectionObserver | null = null;
  let used: (() => void) | null = null;
  const firstUse = new Promise<void>((resolve) => (used = resolve));
  const recordUse = (press?: Press) => {
    if (press) presses.push(press);
    used?.();
  };

  const press = (button: HTMLButtonElement) => {
    const done = markStarting(button);
    recordUse(() => {
      done();
      button.click();
    });
  };
  const submit = (form: HTMLFormElement) => {
    const done = markStarting(form.querySelector('[type="submit"]'));
    recordUse(() => {
      done();
      form.requestSubmit();
    });
  };

  listeners.push(
    [
      'click',
      (event) => {
        const target = elementOf(event);
        const button = target?.closest('button');
        // A submit button's press arrives as its form's submit, below.
        if (button && !(button.type === 'submit' && button.form)) {
          press(button);
        } else if (target?.matches(BACKDROP)) {
          recordUse(() => {
            for (const type of ['mousedown', 'mouseup', 'click']) {
              target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
            }
          });
        }
      },
    ],
    [
      'submit',
      (event) => {
        const form = event.target;
        if (!(form instanceof HTMLFormElement)) return;
        // Never the browser's own submit, which would put the form's values into an address: the app sends it.
        event.preventDefault();
        submit(form);
      },
    ],
    [
      'focusin',
      (event) => {
        if (elementOf(event)?.matches(FIELD)) recordUse();
      },
    ],
    [
      'keydown',
      (event) => {
        const target = elementOf(event);
        if (!(event instanceof KeyboardEvent) || !target?.closest('[role="dialog"]')) return;
        if (event.key === 'Escape') {
          recordUse(() => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
        } else if (event.key === 'Tab') recordUse();
      },
    ],
  );
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true);
  for (const early of takeEarlyUses()) {
    if (!root.contains(early.element)) continue;
    if (early.kind === 'submit' && early.element instanceof HTMLFormElement) submit(early.element);
    else if (early.element instanceof HTMLButtonElement) press(early.element);
  }

  const near = root.querySelector(`[${APP_START_NEAR_ATTRIBUTE}]`);
  if (near && typeof IntersectionObserver !== 'undefined') {
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && recordUse(), {
      rootMargin: '100% 0px',
    });
    observer.observe(near);
  }

  const stop = () => {
    observer?.disconnect();
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
  };
  return {
    first: firstUse,
    stop,
    replay() {
      stop();
      for (const press of presses.splice(0)) press();
    },
  };
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
