import {
  coOrganiserInvitationResponse,
  coOrganiserListResponse,
  okResponse,
  type AcceptCoOrganiserForm,
  type InviteCoOrganiserRequest,
  type RemoveCoOrganiserRequest,
} from '@fundshop/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiGetQueryOptions } from '../../../lib/api-query.ts';
import { contactPersonKeys } from '../query-keys.ts';

/** GET /api/contact-person/co-organisers?webShopId=N (bearer, the organiser in person). */
export function useCoOrganisers(webShopId: number) {
  return useQuery(
    apiGetQueryOptions(contactPersonKeys.coOrganisers(webShopId), '/api/contact-person/co-organisers', {
      query: { webShopId },
      auth: 'contact-person',
      schema: coOrganiserListResponse,
    }),
  );
}

function useCoOrganiserChange<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiRequest(path, { body, auth: 'contact-person', schema: okResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactPersonKeys.coOrganisersAll }),
  });
}

/** POST /api/contact-person/co-organisers/invite; 409 'co-organiser-email-taken'. */
export const useInviteCoOrganiser = () =>
  useCoOrganiserChange<InviteCoOrganiserRequest>('/api/contact-person/co-organisers/invite');

/** POST /api/contact-person/co-organisers/remove: the co-organiser is logged out at once. */
export const useRemoveCoOrganiser = () =>
  useCoOrganiserChange<RemoveCoOrganiserRequest>('/api/contact-person/co-organisers/remove');

/** GET /api/co-organiser/invitation/{token} (public); 404 'invitation-invalid'. */
export function useCoOrganiserInvitation(token: string) {
  return useQuery({
    ...apiGetQueryOptions(
      [...contactPersonKeys.all, 'invitation', token],
      `/api/co-organiser/invitation/${encodeURIComponent(token)}`,
      { schema: coOrganiserInvitationResponse },
    ),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /api/co-organiser/invitation/{token}/accept (public). */
export function useAcceptCoOrganiser(token: string) {
  return useMutation({
    mutationFn: (body: AcceptCoOrganiserForm) =>
      apiRequest(`/api/co-organiser/invitation/${encodeURIComponent(token)}/accept`, { body, schema: okResponse }),
  });
}
