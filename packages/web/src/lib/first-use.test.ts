import { APP_START_NEAR_ATTRIBUTE, APP_STARTING_ATTRIBUTE } from '@fundshop/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstUseOf } from './first-use.ts';

/** A page the server rendered: what the app would hydrate. */
function serverPage(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('first use of a page the server rendered', () => {
  it('waits for a press, shows the button is working, and presses it again once the app has taken over', async () => {
    const root = serverPage('<button type="button" id="add">Add to cart</button><button id="info">More info</button>');
    const add = root.querySelector<HTMLButtonElement>('#add')!;
    const info = root.querySelector<HTMLButtonElement>('#info')!;
    let used = false;
    const started = firstUseOf(root).then((use) => ((used = true), use));
    await Promise.resolve();
    expect(used).toBe(false);

    add.click();
    info.click();
    add.click();
    const use = await started;
    expect(add.hasAttribute(APP_STARTING_ATTRIBUTE)).toBe(true);
    expect(add.getAttribute('aria-busy')).toBe('true');

    // The app has hydrated the page: the same buttons now answer, in the order they were pressed.
    const pressed: string[] = [];
    add.addEventListener('click', () => pressed.push('add'));
    info.addEventListener('click', () => pressed.push('info'));
    use.replay();
    expect(pressed).toEqual(['add', 'info', 'add']);
    expect(add.hasAttribute(APP_STARTING_ATTRIBUTE)).toBe(false);
    expect(add.hasAttribute('aria-busy')).toBe(false);
    // Listening has stopped: a press after the takeover is the app's alone.
    add.click();
    expect(pressed).toEqual(['add', 'info', 'add', 'add']);
  });

  it("never lets the browser submit a form itself; the app's form is submitted once it has taken over", async () => {
    const root = serverPage('<form aria-label="Register"><input name="a"><button type="submit">Submit</button></form>');
    const form = root.querySelector('form')!;
    const started = firstUseOf(root);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const use = await started;
    expect(root.querySelector('button')!.hasAttribute(APP_STARTING_ATTRIBUTE)).toBe(true);
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    use.replay();
    expect(requestSubmit).toHaveBeenCalledOnce();
  });

  it('starts at the focus of a field, with nothing to repeat: the field and its focus stay', async () => {
    const root = serverPage('<a href="/terms">Terms</a><label>Name <input name="name"></label>');
    let used = false;
    const started = firstUseOf(root).then((use) => ((used = true), use));
    // A link is the browser's: following it is no use of the page.
    root.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    root.querySelector('a')!.click();
    await Promise.resolve();
    expect(used).toBe(false);
    root.querySelector('input')!.focus();
    (await started).replay();
    expect(document.activeElement).toBe(root.querySelector('input'));
  });

  it("repeats Escape in a dialog, and a press on a dialog's backdrop, for the app's dialog to close", async () => {
    const root = serverPage(
      '<div role="presentation" id="backdrop"><div role="dialog"><button type="button">Go</button></div></div>',
    );
    const button = root.querySelector('button')!;
    const started = firstUseOf(root);
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    root.querySelector('#backdrop')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const use = await started;
    const seen: string[] = [];
    button.addEventListener('keydown', (event) => seen.push(`key ${event.key}`));
    root
      .querySelector('#backdrop')!
      .addEventListener('mousedown', (event) => seen.push(`down ${event.target === event.currentTarget}`));
    root.querySelector('#backdrop')!.addEventListener('click', () => seen.push('click'));
    use.replay();
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
    let used = false;
    const started = firstUseOf(root).then((use) => ((used = true), use));
    report([{ isIntersecting: false }]);
    await Promise.resolve();
    expect(used).toBe(false);
    report([{ isIntersecting: true }]);
    await started;
    expect(used).toBe(true);
  });
});
