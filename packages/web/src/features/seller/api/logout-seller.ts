import { okResponse } from '@fundshop/core';
import { apiRequest } from '../../../lib/api-client.ts';
import { sellerStorage } from '../../../lib/storage.ts';

/**
 * Log out: revoke the session on the server (failures ignored: the session may already be gone), then forget the
 * stored seller data and reload (SPEC §2 Seller menu).
 */
export async function logoutSeller(): Promise<void> {
  if (sellerStorage.getAccessToken()) {
    try {
      await apiRequest('/api/account/logout', {
        method: 'POST',
        body: {},
        auth: 'seller',
        ignoreUnauthorized: true,
        schema: okResponse,
      });
    } catch {
      // ignored on purpose
    }
  }
  sellerStorage.clear();
  window.location.reload();
}
