import {
  updateSellerActiveStatusResponse,
  type SellerListItem,
  type UpdateSellerActiveStatusResponse,
} from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sellerListQueryOptions } from './get-seller-list.ts';

export interface UpdateSellerActiveStatusInput {
  webShopId: number;
  sellerId: number;
  setActive: boolean;
}

/** POST /api/seller/update-seller-active-status (organiser): remove a seller (false) or add it again (true). */
export function updateSellerActiveStatus({
  sellerId,
  setActive,
}: UpdateSellerActiveStatusInput): Promise<UpdateSellerActiveStatusResponse> {
  return apiRequest('/api/seller/update-seller-active-status', {
    body: { sellerId, setActive },
    auth: 'contact-person',
    schema: updateSellerActiveStatusResponse,
  });
}

/** Applied at once in the participants table (SPEC §4 "Seller"); put back if the server refuses. */
export function useUpdateSellerActiveStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSellerActiveStatus,
    onMutate: async ({ webShopId, sellerId, setActive }) => {
      const { queryKey } = sellerListQueryOptions(webShopId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<SellerListItem[]>(queryKey);
      queryClient.setQueryData<SellerListItem[]>(queryKey, (list) =>
        list?.map((seller) => (seller.sellerId === sellerId ? { ...seller, isActive: setActive } : seller)),
      );
      return { previous };
    },
    onError: (_error, { webShopId }, context) => {
      if (context?.previous) queryClient.setQueryData(sellerListQueryOptions(webShopId).queryKey, context.previous);
    },
    onSettled: (_data, _error, { webShopId }) =>
      queryClient.invalidateQueries({ queryKey: sellerListQueryOptions(webShopId).queryKey }),
  });
}
