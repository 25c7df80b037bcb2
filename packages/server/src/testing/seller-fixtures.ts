import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CATALOGUES } from '@fundshop/core/i18n/all';
import type { Database } from '../db/client.ts';
import { webshops } from '../db/schema.ts';
import { UNAMBIGUOUS } from '../lib/crypto.ts';
import { bearer, latestMailTo, type Organiser } from './fixtures.ts';

export interface TestSeller {
  sellerId: number;
  name: string;
  email: string;
  code: string;
  token: string;
}

export async function registrationKeyOf(db: Database, webShopId: number): Promise<string> {
  const [shop] = await db.select().from(webshops).where(eq(webshops.id, webShopId));
  if (!shop) throw new Error(`no webshop ${webShopId}`);
  return shop.sellerRegistrationKey;
}

/** "Login code: " in each language the login mail may be written in (the participant's, else its group's). */
const LOGIN_CODE_LINE = new RegExp(
  `(?:${Object.values(CATALOGUES)
    .map((c) => c['login.loginCode'])
    .join('|')}): (\\S+)`,
);

/** The login code from the latest login mail to `email`. */
export async function mailedLoginCode(db: Database, email: string): Promise<string> {
  const mail = await latestMailTo(db, email);
  const code = LOGIN_CODE_LINE.exec(mail.text)?.[1];
  if (!code) throw new Error(`no login code in the mail to ${email}`);
  return code;
}

/**
 * The i-th wrong login code of a guesser: codes spread over the prefixes link login is counted by, as random guesses
 * are, and never in the prefix of `avoid` (a seller's code whose bucket the guesses must leave alone).
 */
export function wrongCode(i: number, avoid = ''): string {
  const n = UNAMBIGUOUS.length;
  const code = `${UNAMBIGUOUS[i % n]}${UNAMBIGUOUS[Math.floor(i / n) % n]}WRNG${String(i).padStart(6, '2')}`;
  return code.slice(0, 2) === avoid.slice(0, 2) ? wrongCode(i + 1 + n * n, avoid) : code;
}

let counter = 0;

/** The organiser registers a participant with an email; the participant logs in with the mailed code. */
export async function addSeller(
  app: FastifyInstance,
  db: Database,
  organiser: Organiser,
  overrides: { name?: string; email?: string } = {},
): Promise<TestSeller> {
  counter += 1;
  const body = {
    addedByRole: 'contactperson' as const,
    webShopId: organiser.webShopId,
    name: `Seller ${counter}`,
    email: `seller${counter}@example.com`,
    ...overrides,
  };
  const registered = await app.inject({
    method: 'POST',
    url: '/api/seller/register-new-seller',
    payload: body,
    headers: bearer(organiser.token),
  });
  if (registered.statusCode !== 200) throw new Error(`seller registration failed: ${registered.body}`);
  const { sellerId, sellerName } = registered.json() as { sellerId: number; sellerName: string };
  const code = await mailedLoginCode(db, body.email);
  const login = await app.inject({
    method: 'POST',
    url: '/api/account/login-seller',
    payload: { loginEmail: body.email, loginPassword: code },
  });
  if (login.statusCode !== 200) throw new Error(`seller login failed: ${login.body}`);
  return {
    sellerId,
    name: sellerName,
    email: body.email,
    code,
    token: (login.json() as { accessToken: string }).accessToken,
  };
}
