import { okResponse, type UpdateWebshopDetailsRequest } from '@fundshop/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contactPersonKeys } from '../query-keys.ts';

/** POST /api/contact-person/update-webshop-details (bearer); 400 with fieldErrors. */
export function updateWebshopDetails(body: UpdateWebshopDetailsRequest) {
  return apiRequest('/api/contact-person/update-webshop-details', { body, auth: 'contact-person', schema: okResponse });
}

export function useUpdateWebshopDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebshopDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactPersonKeys.webshopDetailsAll }),
  });
}
