import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiRequest, type ApiRequestOptions } from './api-client.ts';

/**
 * The query of a GET call to the API: its answer is cached under `queryKey`, and the call is cancelled with the
 * query. Options such as staleTime go on the result.
 */
export function apiGetQueryOptions<T, Key extends QueryKey>(
  queryKey: Key,
  path: string,
  options: Pick<ApiRequestOptions<T>, 'query' | 'auth' | 'schema'>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => apiRequest(path, { ...options, signal }) });
}
