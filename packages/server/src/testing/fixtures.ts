import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RegisterWebshopRequest } from '@fundshop/core';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

let counter = 0;

export function validRegistration(overrides: Partial<RegisterWebshopRequest> = {}): RegisterWebshopRequest {
  counter += 1;
  return {
    schoolOrAssociation: 'Riverside Class 4B',
    amountOfParticipants: '25',
    countryCode: 'US',
    goal: 2000,
    firstName: 'Jamie',
    lastName: 'Lee',
    email: `organiser${counter}@example.com`,
    phoneNumber: '+1 555 0101',
    commentToBuyers: 'Thank you for supporting our class trip!',
    comment: '',
    productIdentifiers: [],
    recaptchaToken: '',
    validateRecaptcha: false,
    hasAcceptedTerms: true,
    ...overrides,
  };
}

export async function latestMailTo(db: Database, to: string) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export interface Organiser {
  webShopId: number;
  password: string;
  token: string;
  email: string;
}

/** Registers a group through the API, reads the password from its login mail and logs in. */
export async function registerOrganiser(
  app: FastifyInstance,
  db: Database,
  overrides: Partial<RegisterWebshopRequest> = {},
): Promise<Organiser> {
  const body = validRegistration(overrides);
  const registered = await app.inject({ method: 'POST', url: '/api/register-webshop', payload: body });
  if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);
  const { webShopId } = registered.json() as { webShopId: number };
  const mail = await latestMailTo(db, body.email);
  const password = /Password: (\S+)/.exec(mail.text)?.[1];
  if (!password) throw new Error('no password in the login mail');
  const login = await app.inject({
    method: 'POST',
    url: '/api/account/login-contact-person',
    payload: { webShopId, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { webShopId, password, token: (login.json() as { accessToken: string }).accessToken, email: body.email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
