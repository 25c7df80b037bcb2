import {
  CURRENCY_ATTRIBUTE,
  REGISTRATION_FORM_ATTRIBUTE,
  REGISTRATION_FORM_PATH,
  REGISTRATION_HOST_ATTRIBUTE,
} from '@fundshop/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  peekRegistrationValues,
  registrationFirstUse,
  serverRegistrationPage,
  takeRegistrationFocus,
  takeRegistrationSubmit,
  takeRegistrationValues,
} from './registration-first-use.ts';

/** The parts of the server's form (web-pages/registration-markup.ts) this module reads. */
function serverForm(start: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<div ${REGISTRATION_FORM_ATTRIBUTE}="${start}"><form novalidate>
    <input name="schoolOrAssociation"><select name="countryCode"><option value="" selected>Choose</option>
    <option value="GB" ${CURRENCY_ATTRIBUTE}="£">United Kingdom</option></select>
    <span ${CURRENCY_ATTRIBUTE}="$">$</span><input name="goal" value="2000">
    <input type="checkbox" name="hasAcceptedTerms"><button type="submit">Submit</button></form></div>`;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  takeRegistrationSubmit();
  takeRegistrationFocus();
  takeRegistrationValues();
});

describe('the server-drawn registration pages', () => {
  it('tells the host page from the form, and neither from another page', () => {
    const host = document.createElement('div');
    host.innerHTML = `<div ${REGISTRATION_HOST_ATTRIBUTE}><iframe src="${REGISTRATION_FORM_PATH}"></iframe></div>`;
    expect(serverRegistrationPage(host)?.kind).toBe('host');
    expect(serverRegistrationPage(serverForm('first-submit'))).toMatchObject({ kind: 'form', start: 'first-submit' });
    expect(serverRegistrationPage(serverForm('whenever'))).toBeNull();
    expect(serverRegistrationPage(document.createElement('div'))).toBeNull();
  });

  it('keeps what is typed and the currency of the country, and hands the first submit to the app', async () => {
    const page = serverRegistrationPage(serverForm('first-submit'));
    if (page?.kind !== 'form') throw new Error('no form');
    let taken = false;
    const takeover = registrationFirstUse(page).then(() => (taken = true));

    const name = page.form.querySelector<HTMLInputElement>('[name="schoolOrAssociation"]')!;
    name.focus();
    name.value = 'Oak Hill Runners';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    const country = page.form.querySelector('select')!;
    country.value = 'GB';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    expect(page.form.querySelector(`span[${CURRENCY_ATTRIBUTE}]`)?.textContent).toBe('£');
    await Promise.resolve();
    expect(taken).toBe(false);

    const submit = new Event('submit', { bubbles: true, cancelable: true });
    page.form.dispatchEvent(submit);
    await takeover;
    // The browser's own submit would put the values into the address.
    expect(submit.defaultPrevented).toBe(true);
    expect(page.form.querySelector('button')?.getAttribute('aria-busy')).toBe('true');
    expect(peekRegistrationValues()).toEqual({
      schoolOrAssociation: 'Oak Hill Runners',
      countryCode: 'GB',
      goal: '2000',
      hasAcceptedTerms: false,
    });
    // The app replaces the form: the field that had the focus is named for it, once, like the submit.
    page.page.remove();
    await Promise.resolve();
    expect(takeRegistrationFocus()).toBe('schoolOrAssociation');
    expect(takeRegistrationFocus()).toBeNull();
    expect(takeRegistrationSubmit()).toBe(true);
    expect(takeRegistrationSubmit()).toBe(false);
  });

  it('lets the app take over at once where a captcha is to be shown, and still keeps the browser from submitting', async () => {
    const page = serverRegistrationPage(serverForm('at-once'));
    if (page?.kind !== 'form') throw new Error('no form');
    await registrationFirstUse(page);
    expect(takeRegistrationSubmit()).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    page.form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(takeRegistrationSubmit()).toBe(true);
  });
});
