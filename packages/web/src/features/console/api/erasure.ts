import { operatorEraseResponse, type OperatorEraseBody } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../query-keys.ts';
import { consoleRequest } from './client.ts';

/** POST /api/operator/personal-data/erase (admin): a person erased on its request (docs/decisions/0039). */
export function useEraseAsOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorEraseBody) =>
      consoleRequest('/api/operator/personal-data/erase', { body, schema: operatorEraseResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}
