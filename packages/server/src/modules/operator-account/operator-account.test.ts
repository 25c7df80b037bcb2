import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, operators, sessions } from '../../db/schema.ts';
import { LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK } from '../../lib/login-limits.ts';
import { bearer } from '../../testing/fixtures.ts';
import {
  addApiKey,
  addOperator,
  currentStep,
  enrolOperator,
  setupToken,
  totpCode,
  type EnrolledOperator,
} from '../../testing/operator-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { singleDatabaseKinds } from '../../testing/test-database.ts';

/**
 * Operator accounts (docs/decisions/0031): the set-up link, TOTP with replay protection, recovery codes, the login
 * limits, sessions that end, API keys that stop at once. One app per database kind; each test makes its own operators.
 */
describe.each(singleDatabaseKinds)('operator accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  let address = 0;
  /** Each test signs in from a network of its own, so the login limits of one do not meet another's. */
  const network = () => `198.51.100.${(address += 1)}`;
  const signIn = (operator: EnrolledOperator, code: string, remoteAddress = network(), password = operator.password) =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/login',
      remoteAddress,
      payload: { email: operator.email, password, code },
    });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/operator/me', headers: bearer(token) });

  it('enrols from the set-up link once, with a code of the app, and answers ten recovery codes', async () => {
    const email = `new-${kind}@fundshop.test`;
    const token = await setupToken(t, email, 'support');
    const info = await t.app.inject({ method: 'GET', url: `/api/operator/enrolment/${token}` });
    expect(info.statusCode).toBe(200);
    const { secret, otpauthUri, role } = info.json() as { secret: string; otpauthUri: string; role: string };
    expect(role).toBe('support');
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Fundshop:new-.*secret=/);

    const enrol = (code: string, password = 'a long enough password') =>
      t.app.inject({ method: 'POST', url: `/api/operator/enrolment/${token}`, payload: { password, code } });
    const step = currentStep();
    expect((await enrol(await totpCode(secret, step), 'short')).statusCode).toBe(400);
    const wrong = await enrol(await totpCode(secret, step + 5));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ responseMessage: 'enrol-code-wrong' });

    const enrolled = await enrol(await totpCode(secret, step));
    expect(enrolled.statusCode).toBe(200);
    const { recoveryCodes } = enrolled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The link works once.
    expect((await enrol(await totpCode(secret, step + 1))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/operator/enrolment/${token}` })).statusCode).toBe(404);
    // Stored hashed: neither the password nor a recovery code is in the database as typed.
    const [row] = await t.db.select().from(operators).where(eq(operators.email, email));
    const enrolRows = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'operator.enrol'));
    expect(enrolRows.filter((r) => r.targetId === row!.id)).toMatchObject([
      {
        actorRole: 'operator',
        actorId: row!.id,
        actorLabel: email,
        before: { enrolled: false },
        after: { enrolled: true },
      },
    ]);
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.totpSecretSealed).not.toContain(secret);
    const stored = JSON.stringify(await t.db.execute(sql`select * from operator_recovery_codes`));
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
  });

  it('signs in with password and code; a wrong code, a replayed code and a wrong password are one refusal', async () => {
    const operator = await enrolOperator(t, 'support');
    const wrongCode = await signIn(operator, await totpCode(operator.secret, operator.lastStep + 7));
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toMatchObject({ responseMessage: 'operator-sign-in-failed' });
    // The enrolment's code is used already.
    const enrolmentCode = await signIn(operator, await totpCode(operator.secret, operator.lastStep));
    expect(enrolmentCode.json()).toEqual(wrongCode.json());
    const next = await totpCode(operator.secret, operator.lastStep + 1);
    const wrongPassword = await signIn(operator, next, network(), 'not the password at all');
    expect(wrongPassword.json()).toEqual(wrongCode.json());
    // A wrong password does not use up the code; the code works once.
    const ok = await signIn(operator, next);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ operator: { email: operator.email, role: 'support' }, recoveryCodesLeft: 10 });
    expect((await signIn(operator, next)).json()).toEqual(wrongCode.json());
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/operator/login',
      remoteAddress: network(),
      payload: { email: 'nobody@fundshop.test', password: operator.password, code: '123456' },
    });
    expect(unknown.json()).toEqual(wrongCode.json());
  });

  it('lets two sign-ins with one code through once', async () => {
    const operator = await enrolOperator(t, 'admin');
    const code = await totpCode(operator.secret, operator.lastStep + 1);
    const answers = await Promise.all([signIn(operator, code), signIn(operator, code), signIn(operator, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('takes each recovery code once, case and dashes aside', async () => {
    const operator = await enrolOperator(t, 'support');
    const [first, second] = operator.recoveryCodes as [string, string];
    const used = await signIn(operator, first.toLowerCase());
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ recoveryCodesLeft: 9 });
    expect((await signIn(operator, first)).statusCode).toBe(401);
    expect((await signIn(operator, second.replace('-', ''))).json()).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it('locks a guessing network out after the login limit, and lets the owner in from its own network', async () => {
    const operator = await enrolOperator(t, 'support');
    const attacker = network();
    for (let i = 0; i < LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK.limit; i++) {
      expect((await signIn(operator, '111111', attacker)).statusCode).toBe(401);
    }
    const right = await totpCode(operator.secret, operator.lastStep + 1);
    const locked = await signIn(operator, right, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await signIn(operator, right)).statusCode).toBe(200);
  });

  it('ends a session after 30 minutes without a call and after 12 hours, and at logout', async () => {
    const operator = await addOperator(t, 'support');
    expect((await me(operator.token)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.operatorId, operator.id));
    expect((await me(operator.token)).statusCode).toBe(401);

    // Further sign-ins with recovery codes: the next TOTP step is not due yet.
    const again = (await signIn(operator, operator.recoveryCodes[0]!)).json() as { accessToken: string };
    // A call keeps it going; 12 hours after its start it ends however busy.
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.operatorId, operator.id));
    expect((await me(again.accessToken)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now()` })
      .where(eq(sessions.operatorId, operator.id));
    expect((await me(again.accessToken)).statusCode).toBe(401);

    const third = (await signIn(operator, operator.recoveryCodes[1]!)).json() as { accessToken: string };
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/operator/logout',
      headers: bearer(third.accessToken),
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(third.accessToken)).statusCode).toBe(401);
  });

  it("is no key to a group's routes, and a group's session is none to the operator API", async () => {
    const operator = await addOperator(t, 'admin');
    const group = await t.app.inject({
      method: 'GET',
      url: '/api/order/contact-person-start-page?webShopId=1',
      headers: bearer(operator.token),
    });
    expect(group.statusCode).toBe(401);
    const organiser = await t.app.inject({
      method: 'POST',
      url: '/api/account/login-contact-person',
      payload: { webShopId: '1', password: 'demo-organiser' },
    });
    const { accessToken } = organiser.json() as { accessToken: string };
    expect((await me(accessToken)).statusCode).toBe(401);
  });

  it('makes API keys for the admin only; a key acts with its role and stops at once when revoked', async () => {
    const admin = await addOperator(t, 'admin');
    const support = await addOperator(t, 'support');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/operator/api-keys',
      headers: bearer(support.token),
      payload: { operatorId: support.id, name: 'mine' },
    });
    expect(refused.statusCode).toBe(403);
    const key = await addApiKey(t, admin, support.id);
    expect(key).toMatch(/^fsk_/);
    const made = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'api-key.create'));
    expect(
      made.filter((r) => r.actorId === admin.id && (r.after as { operatorId: number }).operatorId === support.id),
    ).toMatchObject([
      { actorRole: 'operator', before: null, after: { name: 'test script', prefix: key.slice(0, 10) } },
    ]);
    expect(JSON.stringify(made)).not.toContain(key);
    expect((await me(key)).json()).toMatchObject({ email: support.email, role: 'support', refundLimit: 50 });
    // A key cannot make keys, even an admin's.
    const adminKey = await addApiKey(t, admin);
    const byKey = await t.app.inject({ method: 'GET', url: '/api/operator/api-keys', headers: bearer(adminKey) });
    expect(byKey.statusCode).toBe(403);
    // A support key is refused the admin's acts.
    const advance = await t.app.inject({
      method: 'POST',
      url: '/api/operator/payouts/1/advance',
      headers: bearer(key),
      payload: { from: 'INITIATED' },
    });
    expect(advance.statusCode).toBe(403);

    const list = await t.app.inject({ method: 'GET', url: '/api/operator/api-keys', headers: bearer(admin.token) });
    const listed = (list.json() as { apiKeys: { id: number; prefix: string }[] }).apiKeys;
    const row = listed.find((k) => key.startsWith(k.prefix))!;
    expect(list.body).not.toContain(key);
    const revoke = () =>
      t.app.inject({ method: 'POST', url: `/api/operator/api-keys/${row.id}/revoke`, headers: bearer(admin.token) });
    expect((await revoke()).json()).toMatchObject({ revokedAt: expect.any(String) });
    const after = await me(key);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: 'This API key is unknown or has been revoked.' });
    // Revoking again changes nothing: one audit row for the revocation.
    expect((await revoke()).statusCode).toBe(200);
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.targetId, row.id));
    expect(rows.filter((r) => r.action === 'api-key.revoke')).toHaveLength(1);
    expect(rows.find((r) => r.action === 'api-key.revoke')).toMatchObject({
      actorRole: 'operator',
      actorId: admin.id,
      before: { revoked: false },
      after: { revoked: true },
    });
  });
});
