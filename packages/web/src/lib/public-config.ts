import { publicConfigResponse, type PublicConfigResponse } from '@fundshop/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** GET /api/public-config: support address, marketing site, captcha and analytics ids of this deployment. */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfigResponse> {
  return apiRequest('/api/public-config', { schema: publicConfigResponse, signal });
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => getPublicConfig(signal),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 2,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

/** Used in texts while the configuration is not (yet) known. */
export const FALLBACK_SUPPORT_EMAIL = 'support@fundshop.example';
