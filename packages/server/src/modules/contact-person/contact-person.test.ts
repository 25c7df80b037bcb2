import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@fundshop/core';
import { webshopDetailsRuleCases, withRule } from '@fundshop/core/testing';
import { bearer, registerOrganiser, type Organiser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';

describe.each(singleDatabaseKinds)('contact person details on %s', (kind) => {
  let t: TestApp;
  let organiser: Organiser;
  let other: Organiser;
  beforeEach(async () => {
    t = await createTestApp(kind);
    organiser = await registerOrganiser(t.app, t.db, {
      schoolOrAssociation: 'Riverside',
      firstName: 'Jamie',
      lastName: 'Lee',
    });
    other = await registerOrganiser(t.app, t.db, { schoolOrAssociation: 'Hillside' });
  });
  afterEach(() => t.close());

  const retrieve = (webShopId: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/contact-person/retrieve-webshop-details?webShopId=${webShopId}`,
      headers,
    });
  const update = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/contact-person/update-webshop-details', payload, headers });
  const details = () => ({
    webShopId: organiser.webShopId,
    schoolOrAssociation: 'Riverside Primary',
    classOrTeam: 'Class 4B',
    firstName: 'Jamie',
    lastName: 'Lee-Smith',
    email: 'jamie.new@example.com',
    phoneNumber: '+1 555 0199',
    password: '',
    commentToBuyers: 'New message',
  });

  it('returns the details without the password', async () => {
    const response = await retrieve(organiser.webShopId, bearer(organiser.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      schoolOrAssociation: 'Riverside',
      classOrTeam: '',
      firstName: 'Jamie',
      lastName: 'Lee',
      email: organiser.email,
      phoneNumber: '+1 555 0101',
      password: '',
      commentToBuyers: 'Thank you for supporting our class trip!',
    });
  });

  it('updates the details; an empty password keeps the current one, a new one replaces it', async () => {
    // A new email (and below a new password) needs the current password (docs/decisions/0019).
    const current = { currentPassword: organiser.password };
    expect((await update({ ...details(), ...current }, bearer(organiser.token))).statusCode).toBe(200);
    expect((await retrieve(organiser.webShopId, bearer(organiser.token))).json()).toMatchObject({
      schoolOrAssociation: 'Riverside Primary',
      classOrTeam: 'Class 4B',
      lastName: 'Lee-Smith',
      email: 'jamie.new@example.com',
    });
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/login-contact-person',
        payload: { webShopId: organiser.webShopId, password },
      });
    expect((await login(organiser.password)).statusCode).toBe(200);
    expect(
      (await update({ ...details(), ...current, password: 'new-secret' }, bearer(organiser.token))).statusCode,
    ).toBe(200);
    expect((await login(organiser.password)).statusCode).toBe(401);
    expect((await login('new-secret')).statusCode).toBe(200);
  });

  it.each(webshopDetailsRuleCases)('$field = $value gives 400 "$message"', async (rule) => {
    const response = await update(withRule(details(), rule), bearer(organiser.token));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[rule.field]).toBe(rule.message);
  });

  it('refuses anonymous callers with 401 before reading the body', async () => {
    expect((await retrieve(organiser.webShopId)).statusCode).toBe(401);
    expect((await update({})).statusCode).toBe(401);
    expect((await retrieve(organiser.webShopId, bearer('forged-token'))).statusCode).toBe(401);
    expect((await update(details(), { authorization: 'Basic abc' })).json()).toMatchObject({
      message: MSG.notLoggedIn,
    });
  });

  it("refuses another group's organiser with 403", async () => {
    expect((await retrieve(organiser.webShopId, bearer(other.token))).statusCode).toBe(403);
    const response = await update(details(), bearer(other.token));
    expect(response.statusCode).toBe(403);
    expect((await retrieve(organiser.webShopId, bearer(organiser.token))).json().schoolOrAssociation).toBe('Riverside');
  });

  it('answers a malformed webShopId with 400', async () => {
    const response = await retrieve('abc', bearer(organiser.token));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.webShopId).toBeTruthy();
  });
});
