import { registerWebshopResponse, type RegisterWebshopRequest, type RegisterWebshopResponse } from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/register-webshop: 200 {webShopId, status:'ok'}; 400 with fieldErrors. */
export function registerWebshop(body: RegisterWebshopRequest): Promise<RegisterWebshopResponse> {
  return apiRequest('/api/register-webshop', { body, schema: registerWebshopResponse });
}

export function useRegisterWebshop() {
  return useMutation({ mutationFn: registerWebshop });
}
