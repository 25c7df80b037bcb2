import type { AddressInfo } from 'node:net';
import { generate } from 'otplib';
import type { OperatorRole } from '@fundshop/core';
import { Secrets } from '../lib/crypto.ts';
import { issueSetupLink } from '../modules/operator-account/enrolment.ts';
import { bearer } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

export interface EnrolledOperator {
  email: string;
  role: OperatorRole;
  password: string;
  /** The TOTP secret, to compute codes with. */
  secret: string;
  /** The time step of the last code used: the next that works is the one after. */
  lastStep: number;
  recoveryCodes: string[];
}

export interface TestOperator extends EnrolledOperator {
  id: number;
  /** A signed-in session's token. */
  token: string;
}

const TEST_PASSWORD = 'correct horse battery staple';
let counter = 0;

/** The TOTP time step (30 s) of now. */
export const currentStep = () => Math.floor(Date.now() / 30_000);

/**
 * The code an authenticator app shows at `step`. The server takes the steps of now and of 30 s either side, each
 * once and in order, so a test has two codes at hand at once: now's and the next's.
 */
export const totpCode = (secret: string, step = currentStep()) => generate({ secret, epoch: step * 30 });

/** A set-up link for a new operator, as `npm run operator -- add` makes it; answers the link's token. */
export async function setupToken(t: TestApp, email: string, role: OperatorRole): Promise<string> {
  const { link } = await issueSetupLink(
    { db: t.db, config: t.config, secrets: new Secrets(t.config.appSecret) },
    { role: 'operator', id: null, label: 'test', network: null },
    { email, role },
  );
  return link.split('#')[1]!;
}

/** An operator enrolled through the API, as a person would: set-up link, then password and the app's code. */
export async function enrolOperator(t: TestApp, role: OperatorRole = 'admin'): Promise<EnrolledOperator> {
  counter += 1;
  const email = `${role}-${counter}-${Math.random().toString(36).slice(2, 8)}@fundshop.test`;
  const token = await setupToken(t, email, role);
  const info = await t.app.inject({ method: 'GET', url: `/api/operator/enrolment/${token}` });
  const { secret } = info.json() as { secret: string };
  const step = currentStep();
  const enrolled = await t.app.inject({
    method: 'POST',
    url: `/api/operator/enrolment/${token}`,
    payload: { password: TEST_PASSWORD, code: await totpCode(secret, step) },
  });
  if (enrolled.statusCode !== 200) throw new Error(`enrolment failed: ${enrolled.body}`);
  const { recoveryCodes } = enrolled.json() as { recoveryCodes: string[] };
  return { email, role, password: TEST_PASSWORD, secret, lastStep: step, recoveryCodes };
}

/** An operator enrolled and signed in with the code of the step after the enrolment's (that one is used). */
export async function addOperator(t: TestApp, role: OperatorRole = 'admin'): Promise<TestOperator> {
  const enrolled = await enrolOperator(t, role);
  const step = enrolled.lastStep + 1;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/operator/login',
    payload: { email: enrolled.email, password: enrolled.password, code: await totpCode(enrolled.secret, step) },
  });
  if (login.statusCode !== 200) throw new Error(`operator sign-in failed: ${login.body}`);
  const { accessToken, operator } = login.json() as { accessToken: string; operator: { id: number } };
  return { ...enrolled, lastStep: step, id: operator.id, token: accessToken };
}

/** An API key an admin makes for `operatorId` in the console. */
export async function addApiKey(t: TestApp, admin: TestOperator, operatorId = admin.id): Promise<string> {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/operator/api-keys',
    headers: bearer(admin.token),
    payload: { operatorId, name: 'test script' },
  });
  if (made.statusCode !== 200) throw new Error(`API key failed: ${made.body}`);
  return (made.json() as { key: string }).key;
}

const admins = new WeakMap<TestApp, Promise<TestOperator>>();

/** The app's admin operator, enrolled and signed in the first time a test asks. */
export function adminOf(t: TestApp): Promise<TestOperator> {
  let admin = admins.get(t);
  if (!admin) {
    admin = addOperator(t, 'admin');
    admins.set(t, admin);
  }
  return admin;
}

/**
 * Starts the app on a real port and answers the environment an operator command (npm run payouts, refunds) runs
 * with in its own process: a new admin's API key and the server's address.
 */
export async function operatorCommandEnv(t: TestApp): Promise<NodeJS.ProcessEnv> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const admin = await addOperator(t, 'admin');
  return { ...process.env, OPERATOR_API_KEY: await addApiKey(t, admin), PUBLIC_URL: `http://127.0.0.1:${port}` };
}
