import { publicConfigResponse, type PublicConfigResponse } from '@fundshop/core';
import { apiRequest } from './api-client.ts';

/** GET /api/public-config: support address, marketing site, captcha and analytics ids of this deployment. */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfigResponse> {
  return apiRequest('/api/public-config', { schema: publicConfigResponse, signal });
}
