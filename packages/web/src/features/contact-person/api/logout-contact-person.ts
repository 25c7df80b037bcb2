import { okResponse } from '@fundshop/core';
import { apiRequest } from '../../../lib/api-client.ts';
import { contactPersonStorage } from '../../../lib/storage.ts';

/**
 * Log out: revoke the session on the server (failures ignored: the session may already be gone), then forget the
 * stored contact person data and reload (SPEC §2 Layout).
 */
export async function logoutContactPerson(): Promise<void> {
  if (contactPersonStorage.getAccessToken()) {
    try {
      await apiRequest('/api/account/logout', {
        method: 'POST',
        body: {},
        auth: 'contact-person',
        ignoreUnauthorized: true,
        schema: okResponse,
      });
    } catch {
      // ignored on purpose
    }
  }
  contactPersonStorage.clear();
  window.location.reload();
}
