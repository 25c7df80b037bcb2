import { apiKeyList, apiKeyRow, createApiKeyResponse, operatorList, type CreateApiKeyRequest } from '@fundshop/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../query-keys.ts';
import { consoleRequest } from './client.ts';

/** GET /api/operator/api-keys (admin). */
export function useApiKeys() {
  return useQuery({
    queryKey: consoleKeys.apiKeys,
    queryFn: ({ signal }) => consoleRequest('/api/operator/api-keys', { schema: apiKeyList, signal }),
  });
}

/** GET /api/operator/operators (admin): whom a key can be made for. */
export function useOperators() {
  return useQuery({
    queryKey: consoleKeys.operators,
    queryFn: ({ signal }) => consoleRequest('/api/operator/operators', { schema: operatorList, signal }),
  });
}

function useKeyWrite<Input, Output>(call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: consoleKeys.apiKeys }),
        client.invalidateQueries({ queryKey: consoleKeys.auditLists }),
      ]);
    },
  });
}

/** POST /api/operator/api-keys: answers the key, this once. */
export const useCreateApiKey = () =>
  useKeyWrite((input: CreateApiKeyRequest) =>
    consoleRequest('/api/operator/api-keys', { body: input, schema: createApiKeyResponse }),
  );

export const useRevokeApiKey = () =>
  useKeyWrite((id: number) => consoleRequest(`/api/operator/api-keys/${id}/revoke`, { body: {}, schema: apiKeyRow }));
