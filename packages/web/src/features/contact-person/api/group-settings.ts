import { groupSettingsResponse, okResponse, type UpdateGroupSettingsRequest } from '@fundshop/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';
import { contactPersonKeys } from '../query-keys.ts';

/** GET /api/contact-person/group-settings?webShopId=N (bearer): the organiser's and co-organisers'. */
export function useGroupSettings(webShopId: number) {
  return useQuery(
    apiGetQueryOptions(contactPersonKeys.groupSettings(webShopId), '/api/contact-person/group-settings', {
      query: { webShopId },
      auth: 'contact-person',
      schema: groupSettingsResponse,
    }),
  );
}

/** POST /api/contact-person/update-group-settings (bearer); 409 'country-locked' after the first sale. */
export function useUpdateGroupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGroupSettingsRequest) =>
      apiRequest('/api/contact-person/update-group-settings', { body, auth: 'contact-person', schema: okResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactPersonKeys.all }),
  });
}
