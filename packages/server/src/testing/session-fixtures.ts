import { insertSeller, sellerToken } from './checkout-fixtures.ts';
import { bearer, type Organiser } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/**
 * The sessions a change to the organiser's account may end: the organiser's own (organiser.token), a second login of
 * the organiser (its phone), and a participant's of the group. `statuses` answers the status of each one's next call.
 */
export async function groupSessions(t: TestApp, organiser: Organiser) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/account/login-contact-person',
    payload: { webShopId: organiser.webShopId, password: organiser.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const phone = (login.json() as { accessToken: string }).accessToken;
  const sellerId = await insertSeller(t.db, organiser.webShopId);
  const participant = await sellerToken(t.db, organiser.webShopId, sellerId);
  const statusOf = async (url: string, token: string) =>
    (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode;
  const organiserUrl = `/api/contact-person/retrieve-webshop-details?webShopId=${organiser.webShopId}`;
  return {
    statuses: async () => ({
      organiser: await statusOf(organiserUrl, organiser.token),
      phone: await statusOf(organiserUrl, phone),
      participant: await statusOf(`/api/seller/retrieve-seller-details?sellerId=${sellerId}`, participant),
    }),
  };
}
