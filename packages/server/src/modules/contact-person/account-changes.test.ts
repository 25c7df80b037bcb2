import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_UNDO_TOKEN_PARAM, MSG } from '@fundshop/core';
import { createSession } from '../../auth/session.ts';
import { contactPersons, emailChangeUndos, mailOutbox } from '../../db/schema.ts';
import { insertSeller, sellerToken } from '../../testing/checkout-fixtures.ts';
import { bearer, latestMailTo, registerOrganiser, type Organiser } from '../../testing/fixtures.ts';
import { groupSessions } from '../../testing/session-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';
import { LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK } from '../../lib/login-limits.ts';
import { EMAIL_UNDO_DAYS } from './service.ts';

/** Decision 0019: a new password or email needs the current password, is mailed, and an email change can be undone. */
describe.each(singleDatabaseKinds)('changing the organiser password or email on %s', (kind) => {
  let t: TestApp;
  let organiser: Organiser;
  beforeEach(async () => {
    t = await createTestApp(kind);
    organiser = await registerOrganiser(t.app, t.db, { schoolOrAssociation: 'Riverside', firstName: 'Jamie' });
  });
  afterEach(() => t.close());

  const details = (token = organiser.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/contact-person/retrieve-webshop-details?webShopId=${organiser.webShopId}`,
      headers: bearer(token),
    });
  const update = async (changes: object, token = organiser.token, remoteAddress = '10.0.0.1') => {
    const current = (await details(token)).json() as object;
    return t.app.inject({
      method: 'POST',
      url: '/api/contact-person/update-webshop-details',
      headers: bearer(token),
      payload: { ...current, webShopId: organiser.webShopId, ...changes },
      remoteAddress,
    });
  };
  const login = (password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/login-contact-person',
      payload: { webShopId: organiser.webShopId, password },
      remoteAddress,
    });
  const undo = (token: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/contact-person/undo-email-change', payload: { token }, headers });
  const person = async () => {
    const [row] = await t.db.select().from(contactPersons).where(eq(contactPersons.webshopId, organiser.webShopId));
    return row!;
  };
  const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
  /** The token of the newest undo link mailed to `to`. */
  const undoTokenMailedTo = async (to: string) => {
    const url = /Undo the change: (\S+)/.exec((await latestMailTo(t.db, to)).text)?.[1];
    if (!url) throw new Error(`no undo link in the mail to ${to}`);
    return new URL(url).searchParams.get(EMAIL_UNDO_TOKEN_PARAM) ?? '';
  };

  it('asks for the current password when the password or the email changes, and for nothing else', async () => {
    const before = await person();
    for (const changes of [{ password: 'a-new-password' }, { email: 'someone.else@example.com' }]) {
      const response = await update(changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().fieldErrors).toEqual({ currentPassword: MSG.currentPasswordMissing });
    }
    expect(await person()).toEqual(before);
    // Other details, or the same email in other letters, are saved as before.
    expect((await update({ lastName: 'Lee-Smith', email: organiser.email.toUpperCase() })).statusCode).toBe(200);
    expect((await person()).lastName).toBe('Lee-Smith');
  });

  it("refuses a wrong current password with 'Password is incorrect', counted by the webshop's login limit", async () => {
    const before = await person();
    const wrong = await update({ password: 'a-new-password', currentPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      responseMessage: 'error-password',
      message: MSG.passwordIncorrect,
      fieldErrors: { currentPassword: MSG.passwordIncorrect },
    });
    // A wrong password asked on the Profile is no session-ending 401: the organiser stays logged in.
    expect((await details()).statusCode).toBe(200);
    expect((await person()).passwordHash).toBe(before.passwordHash);
    // Reported to the owner at the next login like a wrong login.
    expect((await person()).failedLogins).toBe(1);

    // The same budget as the login form: a session is no faster oracle.
    for (let i = 1; i < LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK.limit; i++) {
      expect((await update({ email: 'x@example.com', currentPassword: `wrong-${i}` })).statusCode).toBe(401);
    }
    expect((await update({ email: 'x@example.com', currentPassword: organiser.password })).statusCode).toBe(429);
    expect((await login(organiser.password)).statusCode).toBe(429);
    // Another network is not refused for it.
    expect((await login(organiser.password, '10.9.9.9')).statusCode).toBe(200);
    expect((await person()).email).toBe(organiser.email);
  });

  it('a new password with the right current one: saved, mailed to the address, other sessions ended', async () => {
    const phone = (await login(organiser.password)).json().accessToken as string;
    const response = await update({ password: 'a-new-password', currentPassword: organiser.password });
    expect(response.statusCode).toBe(200);
    expect((await login('a-new-password')).statusCode).toBe(200);
    expect((await details(phone)).statusCode).toBe(401);
    const mail = await latestMailTo(t.db, organiser.email);
    expect(mail.subject).toBe('Your Fundshop password was changed');
    expect(mail.text).toContain(`The password of your Fundshop group Riverside (login ID ${organiser.webShopId})`);
    expect(mail.text).toContain('support@fundshop.test');
    expect(await t.db.select().from(emailChangeUndos)).toEqual([]);
  });

  it("writes the account mails in the organiser's own language: the change with its undo, the address back", async () => {
    await t.db.update(contactPersons).set({ language: 'sv' }).where(eq(contactPersons.webshopId, organiser.webShopId));
    const newEmail = 'taken.over@example.com';
    const changed = await update({ email: newEmail, password: 'a-new-password', currentPassword: organiser.password });
    expect(changed.statusCode).toBe(200);
    const mail = await latestMailTo(t.db, organiser.email);
    expect(mail.subject).toBe('E-postadressen och lösenordet till din Fundshop-grupp har ändrats');
    expect(mail.text).toContain(`Hej Jamie!`);
    expect(mail.text).toContain(`från ${organiser.email} till ${newEmail}, och lösenordet har också ändrats.`);
    expect(mail.text).toContain(`inom ${EMAIL_UNDO_DAYS} dagar`);
    const url = /Ångra ändringen: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect((await undo(new URL(url).searchParams.get(EMAIL_UNDO_TOKEN_PARAM))).statusCode).toBe(200);
    const back = await latestMailTo(t.db, organiser.email);
    expect(back.subject).toBe('Din e-postadress hos Fundshop är tillbaka');
    expect(back.text).toMatch(/Lösenord: [A-Z2-9]{12}/);
    expect(back.text).not.toContain('Log in with the login ID');
  });

  it('a new email: the old address gets the undo link, which restores it once, ends every session, mails a new password', async () => {
    const newEmail = 'taken.over@example.com';
    const sessions = await groupSessions(t, organiser);
    const response = await update({ email: newEmail, currentPassword: organiser.password });
    expect(response.statusCode).toBe(200);
    expect((await person()).email).toBe(newEmail);

    const mail = await latestMailTo(t.db, organiser.email);
    expect(mail.subject).toBe('The email address of your Fundshop group was changed');
    expect(mail.text).toContain(`was changed from ${organiser.email} to ${newEmail}.`);
    expect(mail.text).toContain(`within ${EMAIL_UNDO_DAYS} days`);
    expect(mail.containsCredentials).toBe(true);
    expect(await mailsTo(newEmail)).toEqual([]);
    const token = await undoTokenMailedTo(organiser.email);
    // At least 128 random bits; only the hash is stored; it ends after 7 days, by the database's clock.
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [stored] = await t.db
      .select({
        tokenHash: emailChangeUndos.tokenHash,
        days: sql<number>`extract(epoch from ${emailChangeUndos.expiresAt} - ${emailChangeUndos.createdAt}) / 86400`,
      })
      .from(emailChangeUndos);
    expect(stored?.tokenHash).not.toContain(token);
    expect(Number(stored?.days)).toBeCloseTo(EMAIL_UNDO_DAYS, 5);

    const undone = await undo(token);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ responseMessage: 'ok', email: organiser.email, webShopId: organiser.webShopId });
    expect((await person()).email).toBe(organiser.email);
    // Every organiser session is over, the one that made the change too; participants keep theirs.
    expect(await sessions.statuses()).toEqual({ organiser: 401, phone: 401, participant: 200 });
    // Whoever changed the email knew the password: it is replaced, and the new one goes to the restored address.
    const back = await latestMailTo(t.db, organiser.email);
    expect(back.subject).toBe('Your Fundshop email address is back');
    const newPassword = /Password: (\S+)/.exec(back.text)?.[1] ?? '';
    expect(newPassword).toMatch(/^[A-Z2-9]{12}$/);
    expect((await login(organiser.password)).statusCode).toBe(401);
    expect((await login(newPassword)).statusCode).toBe(200);

    const again = await undo(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ responseMessage: 'undo-link-invalid', message: MSG.undoLinkInvalid });
  });

  it('an undo link older than 7 days, or unknown, restores nothing', async () => {
    expect((await update({ email: 'new@example.com', currentPassword: organiser.password })).statusCode).toBe(200);
    const token = await undoTokenMailedTo(organiser.email);
    await t.db.update(emailChangeUndos).set({ expiresAt: sql`now() - interval '1 second'` });
    for (const tried of [token, `${token}x`, 'A'.repeat(43)]) {
      const response = await undo(tried);
      expect(response.statusCode).toBe(404);
      expect(response.json().responseMessage).toBe('undo-link-invalid');
    }
    expect((await person()).email).toBe('new@example.com');
    expect((await details()).statusCode).toBe(200);
  });

  it('undoing an earlier change voids the links of later ones, so the first address wins', async () => {
    const first = organiser.email;
    expect((await update({ email: 'second@example.com', currentPassword: organiser.password })).statusCode).toBe(200);
    const firstToken = await undoTokenMailedTo(first);
    expect((await update({ email: 'third@example.com', currentPassword: organiser.password })).statusCode).toBe(200);
    const secondToken = await undoTokenMailedTo('second@example.com');

    expect((await undo(firstToken)).statusCode).toBe(200);
    expect((await undo(secondToken)).statusCode).toBe(404);
    expect((await person()).email).toBe(first);
    const open = await t.db
      .select()
      .from(emailChangeUndos)
      .where(and(eq(emailChangeUndos.webshopId, organiser.webShopId), sql`${emailChangeUndos.usedAt} is null`));
    expect(open).toEqual([]);
  });

  it('the undo link is the authority: every kind of caller may use a valid one, none an invalid one', async () => {
    const other = await registerOrganiser(t.app, t.db);
    const seller = bearer(await sellerToken(t.db, organiser.webShopId, await insertSeller(t.db, organiser.webShopId)));
    const callers: Record<string, () => Promise<Record<string, string>>> = {
      anonymous: async () => ({}),
      seller: async () => seller,
      organiser: async () =>
        bearer(await createSession(t.db, { role: 'contactperson', webshopId: organiser.webShopId, sellerId: null })),
      otherOrganiser: async () => bearer(other.token),
    };
    let password = organiser.password;
    for (const [name, headersOf] of Object.entries(callers)) {
      const session = (await login(password)).json().accessToken as string;
      const changed = await update({ email: `${name.toLowerCase()}@example.com`, currentPassword: password }, session);
      expect(changed.statusCode, name).toBe(200);
      const token = await undoTokenMailedTo(organiser.email);
      const headers = await headersOf();
      expect((await undo('no-such-token', headers)).statusCode, name).toBe(404);
      expect((await undo(token, headers)).statusCode, name).toBe(200);
      expect((await person()).email, name).toBe(organiser.email);
      password = /Password: (\S+)/.exec((await latestMailTo(t.db, organiser.email)).text)?.[1] ?? '';
    }
  });

  it('answers a missing, empty, too long or control-character token with 400', async () => {
    for (const payload of [{}, { token: '' }, { token: 'x'.repeat(101) }, { token: 'a\u0000b' }, { token: 42 }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact-person/undo-email-change',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors.token).toBeTruthy();
    }
  });
});
