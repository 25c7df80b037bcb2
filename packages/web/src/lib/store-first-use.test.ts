import {
  APP_FILES_TEMPLATE_ID,
  STARTS_ON_FIRST_USE_ATTRIBUTE,
  STORE_INTENT_ATTRIBUTE,
  TOUR_INTENT_ATTRIBUTE,
} from '@fundshop/core';
import { afterEach, describe, expect, it } from 'vitest';
import { cartStorage } from './cart-storage.ts';
import {
  firstUseOf,
  peekStoreIntents,
  peekTourIntent,
  prefetchAppWhenIdle,
  storeAwaitingFirstUse,
  takeStoreFocus,
  takeStoreIntents,
  takeTourIntent,
} from './store-first-use.ts';

/** The server's store markup as web-pages/shop-markup.ts draws it, reduced to what the entry reads. */
function serverStore(sellerId = 42): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<div ${STARTS_ON_FIRST_USE_ATTRIBUTE}="${sellerId}"><article><button ${STORE_INTENT_ATTRIBUTE}="info-3">More info</button><button ${STORE_INTENT_ATTRIBUTE}="add-3">Add to cart</button></article><a href="#terms">Terms</a></div>`;
  document.body.append(root);
  return root;
}

const button = (root: HTMLElement, key: string) =>
  root.querySelector<HTMLElement>(`[${STORE_INTENT_ATTRIBUTE}="${key}"]`)!;

/** Whether the promise has settled after the events so far. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.sessionStorage.clear();
  takeStoreIntents();
  takeStoreFocus();
  takeTourIntent();
});

/** The demo route's markup: the store behind the welcome dialog (web-pages/shop-markup.ts). */
function demoStore(): HTMLElement {
  const root = serverStore(1);
  root.firstElementChild!.insertAdjacentHTML(
    'beforeend',
    `<div class="fp-backdrop" ${TOUR_INTENT_ATTRIBUTE}="skip"></div><div role="dialog"><button ${TOUR_INTENT_ATTRIBUTE}="skip">Skip tour</button><button ${TOUR_INTENT_ATTRIBUTE}="start">Let's go</button></div>`,
  );
  return root;
}

describe('the store before the app starts', () => {
  it('waits for first use only on an open store whose cart is empty', () => {
    const root = serverStore();
    expect(storeAwaitingFirstUse(root)).toBe(root.firstElementChild);
    cartStorage.save(42, [{ productId: 3, productName: 'Book', productPrice: 10, amountOrdered: 1 }]);
    expect(storeAwaitingFirstUse(root)).toBeNull();
    const other = document.createElement('div');
    other.innerHTML = '<main><h1>Register</h1></main>';
    expect(storeAwaitingFirstUse(other)).toBeNull();
  });

  it('starts at a press of a store button and keeps what it was for, once', async () => {
    const root = serverStore();
    const started = firstUseOf(storeAwaitingFirstUse(root)!);
    // A link, or the page around the buttons, is no use of the store.
    root.querySelector('a')!.click();
    expect(await settled(started)).toBe(false);

    button(root, 'add-3').click();
    expect(await settled(started)).toBe(true);
    expect(button(root, 'add-3').getAttribute('aria-busy')).toBe('true');
    expect(peekStoreIntents()).toEqual([{ kind: 'add', productId: 3 }]);
    // A second tap before the app has taken over is kept too, after the first.
    button(root, 'info-3').click();
    expect(takeStoreIntents()).toEqual([
      { kind: 'add', productId: 3 },
      { kind: 'info', productId: 3 },
    ]);
    expect(takeStoreIntents()).toEqual([]);
  });

  it('waits for the click of a press with a pointer, which focuses the button on the way down', async () => {
    const root = serverStore();
    const started = firstUseOf(storeAwaitingFirstUse(root)!);
    button(root, 'info-3').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button(root, 'info-3').focus();
    expect(await settled(started)).toBe(false);
    button(root, 'info-3').dispatchEvent(new Event('pointerup', { bubbles: true }));
    button(root, 'info-3').click();
    expect(await settled(started)).toBe(true);
    expect(peekStoreIntents()).toEqual([{ kind: 'info', productId: 3 }]);
  });

  it('does not start for a touch that becomes a scroll', async () => {
    const root = serverStore();
    const started = firstUseOf(storeAwaitingFirstUse(root)!);
    button(root, 'add-3').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button(root, 'add-3').dispatchEvent(new Event('pointercancel', { bubbles: true }));
    expect(await settled(started)).toBe(false);
  });

  it('starts at a focus, and remembers the focused button only if the app removed it', async () => {
    const root = serverStore();
    const started = firstUseOf(storeAwaitingFirstUse(root)!);
    button(root, 'info-3').focus();
    expect(await settled(started)).toBe(true);
    expect(peekStoreIntents()).toEqual([]);
    // The supporter moves on: nothing to give back.
    button(root, 'add-3').focus();
    root.querySelector('a')!.focus();
    await Promise.resolve();
    expect(takeStoreFocus()).toBeNull();
    // The app replaces the markup while a button has the focus.
    button(root, 'add-3').focus();
    root.remove();
    await Promise.resolve();
    expect(takeStoreFocus()).toBe('add-3');
    expect(takeStoreFocus()).toBeNull();
  });

  it("starts the demo store at the welcome dialog's answer, not at its focus", async () => {
    for (const [answer, act] of [
      ['start', (root: HTMLElement) => root.querySelector<HTMLElement>(`[${TOUR_INTENT_ATTRIBUTE}="start"]`)!.click()],
      ['skip', (root: HTMLElement) => root.querySelector<HTMLElement>('.fp-backdrop')!.click()],
      [
        'skip',
        (root: HTMLElement) =>
          root
            .querySelector('[role="dialog"] button')!
            .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
      ],
    ] as const) {
      const root = demoStore();
      const started = firstUseOf(storeAwaitingFirstUse(root)!);
      // The dialog's button has the focus as the page opens (autofocus), and Tab keeps it in the dialog: no use yet.
      const letsGo = root.querySelector<HTMLElement>(`[${TOUR_INTENT_ATTRIBUTE}="start"]`)!;
      letsGo.focus();
      letsGo.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
      expect(document.activeElement?.textContent).toBe('Skip tour');
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }),
      );
      expect(document.activeElement).toBe(letsGo);
      expect(await settled(started)).toBe(false);
      act(root);
      expect(await settled(started)).toBe(true);
      expect(peekTourIntent()).toBe(answer);
      expect(takeTourIntent()).toBe(answer);
      expect(takeTourIntent()).toBeNull();
      root.remove();
    }
  });

  it('fetches the app once the page has loaded and the browser is idle', async () => {
    const template = document.createElement('template');
    template.id = APP_FILES_TEMPLATE_ID;
    template.innerHTML = '<link rel="modulepreload" href="/assets/app-1.js" data-app-file>';
    document.body.append(template);
    expect(document.readyState).toBe('complete');
    prefetchAppWhenIdle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.head.querySelector('link[href="/assets/app-1.js"]')).not.toBeNull();
  });
});
