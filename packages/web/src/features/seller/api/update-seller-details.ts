import {
  updateSellerDetailsResponse,
  type UpdateSellerDetailsRequest,
  type UpdateSellerDetailsResponse,
} from '@fundshop/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/seller/update-seller-details (seller bearer); 409 'error-name' / 'error-email' with fieldErrors. */
export function updateSellerDetails(body: UpdateSellerDetailsRequest): Promise<UpdateSellerDetailsResponse> {
  return apiRequest('/api/seller/update-seller-details', { body, auth: 'seller', schema: updateSellerDetailsResponse });
}

/** No cache update: the page reloads after a save (SPEC §2 /seller/start). */
export function useUpdateSellerDetails() {
  return useMutation({ mutationFn: updateSellerDetails });
}
