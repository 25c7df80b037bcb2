import { APP_START_NEAR_ATTRIBUTE, APP_STARTING_ATTRIBUTE, EARLY_USE_SCRIPT, EARLY_USES_GLOBAL } from '@fundshop/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchUses } from './first-use.ts';

/** A page the server rendered: what the app would hydrate. */
function serverPage(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** The page's uses, and whether the first has come. */
function watched(root: HTMLElement) {
  const uses = watchUses(root);
  const state = { used: false };
  void uses.first.then(() => (state.used = true));
  return { uses, state };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('uses of a page the server rendered, before the app has taken it over', () => {
  it('waits for a press, shows the button is working, and presses it again once the app has taken over', async () => {
    const root = serverPage('<button type="button" id="add">Add to cart</button><button id="info">More info</button>');
    const add = root.querySelector<HTMLButtonElement>('#add')!;
    const info = root.querySelector<HTMLButtonElement>('#info')!;
    const { uses, state } = watched(root);
    await Promise.resolve();
    expect(state.used).toBe(false);

    add.click();
    info.click();
    add.click();
    await uses.first;
    expect(add.hasAttribute(APP_STARTING_ATTRIBUTE)).toBe(true);
    expect(add.getAttribute('aria-busy')).toBe('true');

    // The app has hydrated the page: the same buttons now answer, in the order they were pressed.
    const pressed: string[] = [];
    add.addEventListener('click', () => pressed.push('add'));
    info.addEventListener('click', () => pressed.push('info'));
    uses.replay();
    expect(pressed).toEqual(['add', 'info', 'add']);
    expect(add.hasAttribute(APP_STARTING_ATTRIBUTE)).toBe(false);
    expect(add.hasAttribute('aria-busy')).toBe(false);
    // Listening has stopped: a press after the takeover is the app's alone.
    add.click();
    expect(pressed).toEqual(['add', 'info', 'add', 'add']);
  });

  it('records no press once hydration has begun: React carries those out itself, and one is never done twice', async () => {
    const root = serverPage('<button type="button" id="add">Add to cart</button>');
    const add = root.querySelector<HTMLButtonElement>('#add')!;
    const { uses } = watched(root);
    add.click();
    await uses.first;
    uses.stop();
    // A press while React hydrates: React's own listener handles it (here, as the app would, straight away).
    const pressed: string[] = [];
    add.addEventListener('click', () => pressed.push('add'));
    add.click();
    expect(pressed).toEqual(['add']);
    // The takeover repeats only the press from before hydration began.
    uses.replay();
    expect(pressed).toEqual(['add', 'add']);
  });

  it("never lets the browser submit a form itself; the app's form is submitted once it has taken over", async () => {
    const root = serverPage('<form aria-label="Register"><input name="a"><button type="submit">Submit</button></form>');
    const form = root.querySelector('form')!;
    const { uses } = watched(root);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await uses.first;
    expect(root.querySelector('button')!.hasAttribute(APP_STARTING_ATTRIBUTE)).toBe(true);
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    uses.replay();
    expect(requestSubmit).toHaveBeenCalledOnce();
  });

  it("carries out the presses and submits the page's inline script kept before this module ran, once each", async () => {
    // The page as parsed: its inline script runs before the rest of it, then a tap and a submit, then this module.
    new Function(EARLY_USE_SCRIPT)();
    const root = serverPage(
      '<button type="button" id="add">Add to cart</button><form><input name="a"><button type="submit">Go</button></form>',
    );
    const add = root.querySelector<HTMLButtonElement>('#add')!;
    const form = root.querySelector('form')!;
    add.click();
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(add.hasAttribute(APP_STARTING_ATTRIBUTE)).toBe(true);

    const { uses, state } = watched(root);
    await uses.first;
    expect(state.used).toBe(true);
    expect(EARLY_USES_GLOBAL in window).toBe(false);
    const pressed: string[] = [];
    add.addEventListener('click', () => pressed.push('add'));
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => pressed.push('submit'));
    uses.replay();
    expect(pressed).toEqual(['add', 'submit']);
    expect(requestSubmit).toHaveBeenCalledOnce();
    expect(add.hasAttribute(APP_STARTING_ATTRIBUTE)).toBe(false);
    // The inline script listens no more: a later press is nobody's but the app's.
    add.click();
    expect(pressed).toEqual(['add', 'submit', 'add']);
  });

  it('starts at the focus of a field, with nothing to repeat: the field and its focus stay', async () => {
    const root = serverPage('<a href="/terms">Terms</a><label>Name <input name="name"></label>');
    const { uses, state } = watched(root);
    // A link is the browser's: following it is no use of the page.
    root.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    root.querySelector('a')!.click();
    await Promise.resolve();
    expect(state.used).toBe(false);
    root.querySelector('input')!.focus();
    await uses.first;
    uses.replay();
    expect(document.activeElement).toBe(root.querySelector('input'));
  });

  it("repeats Escape in a dialog, and a press on a dialog's backdrop, for the app's dialog to close", async () => {
    const root = serverPage(
      '<div role="presentation" id="backdrop"><div role="dialog"><button type="button">Go</button></div></div>',
    );
    const button = root.querySelector('button')!;
    const backdrop = root.querySelector('#backdrop')!;
    const { uses } = watched(root);
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    backdrop.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await uses.first;
    const seen: string[] = [];
    button.addEventListener('keydown', (event) => seen.push(`key ${event.key}`));
    backdrop.addEventListener('mousedown', (event) => seen.push(`down ${event.target === event.currentTarget}`));
    backdrop.addEventListener('click', () => seen.push('click'));
    uses.replay();
    expect(seen).toEqual(['key Escape', 'down true', 'click']);
  });

  it('starts when the marked element comes within a screen of the viewport', async () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const root = serverPage(`<article>Book</article><div ${APP_START_NEAR_ATTRIBUTE}></div>`);
    const { uses, state } = watched(root);
    report([{ isIntersecting: false }]);
    await Promise.resolve();
    expect(state.used).toBe(false);
    report([{ isIntersecting: true }]);
    await uses.first;
    expect(state.used).toBe(true);
  });
});
