import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@fundshop/core';
import { rateLimits } from '../db/schema.ts';
import { LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK, OWNER_TYPOS } from '../lib/login-limits.ts';
import {
  LINK_LOGIN_LIMIT_PER_PREFIX,
  SELLER_LOGIN_LIMIT_PER_EMAIL,
  SELLER_LOGIN_LIMIT_PER_NETWORK,
} from '../modules/account/service.ts';
import { registerOrganiser, type Organiser } from '../testing/fixtures.ts';
import { addSeller, wrongCode, type TestSeller } from '../testing/seller-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { singleDatabaseKinds } from '../testing/test-database.ts';

/**
 * The outside probe of issue 22, with its own numbers: attacks from many networks must slow the attacker's networks
 * and never lock the owner out (docs/decisions/0018). Each network's attempts of a round run in parallel, as a
 * distributed attacker's would.
 */
describe.each(singleDatabaseKinds)('login abuse from many networks on %s', (kind) => {
  let t: TestApp;
  let organiser: Organiser;
  let sellers: TestSeller[];
  beforeEach(async () => {
    t = await createTestApp(kind);
    organiser = await registerOrganiser(t.app, t.db, { firstName: 'Jamie', lastName: 'Lee' });
    sellers = [];
    for (let i = 0; i < 3; i++) sellers.push(await addSeller(t.app, t.db, organiser));
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const organiserLogin = (password: string, remoteAddress: string, webShopId = organiser.webShopId) =>
    post('/api/account/login-contact-person', { webShopId: String(webShopId), password }, remoteAddress);
  const sellerLogin = (payload: object, remoteAddress: string) =>
    post('/api/account/login-seller', payload, remoteAddress);
  const networks = (count: number, third: number) => Array.from({ length: count }, (_, i) => `127.0.${third}.${i + 1}`);
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

  it('31 networks x 10 wrong passwords: the owner still logs in from a fresh network, the guessers are slowed', async () => {
    const attackers = networks(31, 1);
    const answers: number[] = [];
    for (let round = 0; round < LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK.limit; round++) {
      answers.push(...statuses(await Promise.all(attackers.map((ip, n) => organiserLogin(`guess-${round}-${n}`, ip)))));
    }
    // 310 attempts: the per-account ceiling refuses the last 10, which come from networks that have been guessing.
    expect(answers.filter((s) => s === 401)).toHaveLength(LOGIN_LIMIT_PER_ACCOUNT.limit);
    expect(answers.filter((s) => s !== 401)).toEqual(Array<number>(10).fill(429));
    // Before decision 0018 the owner got 429 here, from everywhere.
    const owner = await organiserLogin(organiser.password, '127.0.9.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ failedLoginAttempts: LOGIN_LIMIT_PER_ACCOUNT.limit });

    // The attack goes on: its networks are refused, even a right guess; one more network gets only typos' worth.
    const again = await Promise.all(attackers.map((ip) => organiserLogin(organiser.password, ip)));
    expect(statuses(again)).toEqual(attackers.map(() => 429));
    const fresh = [];
    for (let i = 0; i <= OWNER_TYPOS; i++) fresh.push((await organiserLogin(`more-${i}`, '127.0.8.1')).statusCode);
    expect(fresh).toEqual([...Array<number>(OWNER_TYPOS).fill(401), 429]);
    // The owner, even after a typo of its own, keeps getting in from networks that have not been guessing.
    expect((await organiserLogin('typo', '127.0.9.2')).statusCode).toBe(401);
    expect((await organiserLogin(organiser.password, '127.0.9.2')).statusCode).toBe(200);
    expect((await organiserLogin(organiser.password, '2001:db8:9:1::1')).statusCode).toBe(200);
  });

  it('31 /64s of one IPv6 /48 are not 31 networks: together they get one /48 worth of guesses', async () => {
    const answers = [];
    for (let round = 0; round < LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK.limit; round++) {
      for (let n = 1; n <= 31; n++)
        answers.push((await organiserLogin(`guess-${round}`, `2001:db8:1:${n}::1`)).statusCode);
    }
    // The (account, /48) pair has 4 networks' room: 40 guesses evaluated, not 310.
    expect(answers.filter((s) => s === 401)).toHaveLength(4 * LOGIN_LIMIT_PER_ACCOUNT_AND_NETWORK.limit);
    expect(answers.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    expect((await organiserLogin(organiser.password, '2001:db8:1:99::1')).statusCode).toBe(429);
    expect((await organiserLogin(organiser.password, '2001:db8:2:1::1')).statusCode).toBe(200);
  });

  it("10 networks x 11 wrong codes at a seller's email: the seller still logs in by email from a fresh network", async () => {
    const [target] = sellers as [TestSeller];
    const attackers = networks(10, 2);
    for (let round = 0; round < 11; round++) {
      const answers = await Promise.all(
        attackers.map((ip, n) =>
          sellerLogin({ loginEmail: target.email, loginPassword: wrongCode(round * 10 + n, target.code) }, ip),
        ),
      );
      // The 11th guess of each network is past its (email, network) limit.
      expect(statuses(answers)).toEqual(attackers.map(() => (round < 10 ? 401 : 429)));
    }
    // Before decision 0018 the per-email count (100 wrong) refused the seller's next attempt from anywhere.
    const right = { loginEmail: target.email, loginPassword: target.code };
    expect((await sellerLogin(right, '127.0.9.1')).statusCode).toBe(200);
    const again = await Promise.all(attackers.map((ip) => sellerLogin(right, ip)));
    expect(statuses(again)).toEqual(attackers.map(() => 429));
    // 100 wrong codes fill the per-email ceiling: a new attacker network gets its typos' worth and is then refused.
    expect(10 * 10).toBe(SELLER_LOGIN_LIMIT_PER_EMAIL.limit);
    const fresh = [];
    for (let i = 0; i <= OWNER_TYPOS; i++) {
      fresh.push(
        (await sellerLogin({ loginEmail: target.email, loginPassword: wrongCode(500 + i, target.code) }, '127.0.8.1'))
          .statusCode,
      );
    }
    expect(fresh).toEqual([...Array<number>(OWNER_TYPOS).fill(401), 429]);
    expect((await sellerLogin(right, '127.0.9.2')).statusCode).toBe(200);
  });

  it('51 networks x 20 wrong link codes: every other link login keeps working, the guessers get 429', async () => {
    const attackers = networks(51, 4);
    const [seller] = sellers as [TestSeller];
    const answers: number[] = [];
    for (let round = 0; round < SELLER_LOGIN_LIMIT_PER_NETWORK.limit; round++) {
      const batch = await Promise.all(
        attackers.map((ip, n) => sellerLogin({ loginPassword: wrongCode(round * 51 + n) }, ip)),
      );
      answers.push(...statuses(batch));
      // While the attack runs, sellers log in by their link from their own networks.
      if (round === 10) {
        for (const [i, s] of sellers.entries()) {
          expect((await sellerLogin({ loginPassword: s.code }, `127.0.9.${i + 1}`)).statusCode).toBe(200);
        }
      }
    }
    // Random guesses spread over the code prefixes: each network's 20 guesses are evaluated.
    expect(answers.every((s) => s === 401)).toBe(true);
    // No key counts more than one network's guesses (before decision 0018 a platform-wide one stopped them all).
    const counts = await t.db.select({ count: rateLimits.count }).from(rateLimits);
    expect(Math.max(...counts.map((c) => c.count))).toBe(SELLER_LOGIN_LIMIT_PER_NETWORK.limit);
    for (const [i, s] of sellers.entries()) {
      const link = await sellerLogin({ loginPassword: s.code }, `127.0.10.${i + 1}`);
      expect(link.statusCode).toBe(200);
    }
    const again = await Promise.all(attackers.map((ip) => sellerLogin({ loginPassword: seller.code }, ip)));
    expect(statuses(again)).toEqual(attackers.map(() => 429));
  });

  it("51 networks x 20 wrong link codes all in one seller's prefix: that seller still logs in by link", async () => {
    const [seller, ...others] = sellers as [TestSeller, ...TestSeller[]];
    const prefix = seller.code.slice(0, 2);
    const attackers = networks(51, 5);
    const answers: number[] = [];
    for (let round = 0; round < SELLER_LOGIN_LIMIT_PER_NETWORK.limit; round++) {
      const batch = await Promise.all(
        attackers.map((ip, n) => sellerLogin({ loginPassword: `${prefix}WRONG${round}X${n}` }, ip)),
      );
      answers.push(...statuses(batch));
    }
    // The prefix bucket stops every network that keeps guessing there: far fewer than 1,020 guesses are evaluated.
    const evaluated = answers.filter((s) => s === 401).length;
    expect(evaluated).toBeLessThanOrEqual(51 + LINK_LOGIN_LIMIT_PER_PREFIX.limit);
    expect(answers.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    const refused = await sellerLogin({ loginPassword: seller.code }, attackers[0]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ responseMessage: 'too-many-requests', message: MSG.tooManyAttempts });
    // The seller whose prefix it is, on a network that has not been guessing, logs in; so do the others.
    expect((await sellerLogin({ loginPassword: seller.code }, '127.0.9.1')).statusCode).toBe(200);
    for (const [i, s] of others.entries()) {
      expect((await sellerLogin({ loginPassword: s.code }, `127.0.9.${i + 2}`)).statusCode).toBe(200);
    }
  });

  it('an unknown webshop id costs about the time of a wrong password (scrypt against a dummy hash)', async () => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const timed = async (webShopId: number, ip: string) => {
      const started = performance.now();
      expect((await organiserLogin('not-the-password', ip, webShopId)).statusCode).toBe(401);
      return performance.now() - started;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Interleaved, so both see the same load on the machine.
    for (let i = 0; i < 7; i++) {
      wrong.push(await timed(organiser.webShopId, `127.0.6.${i}`));
      unknown.push(await timed(900_000 + i, `127.0.7.${i}`));
    }
    // Before decision 0018 the unknown id skipped scrypt: about 4 ms against 50.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });
});
