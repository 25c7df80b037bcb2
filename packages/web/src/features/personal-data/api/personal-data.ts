import {
  dataLinkResponse,
  ERASE_CONFIRMATION,
  eraseResponse,
  personalDataExport,
  type PersonalDataFormat,
} from '@fundshop/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** People and their data (issue 27, docs/decisions/0039): the calls of the screens in this folder. */

const buyerBase = (token: string) => `/api/personal-data/buyer/${encodeURIComponent(token)}`;

/** The address of a supporter's own data file: a plain link, the mailed token is its key. */
export const buyerDownloadUrl = (token: string, format: PersonalDataFormat) =>
  format === 'json' ? buyerBase(token) : `${buyerBase(token)}/csv`;

/** POST /api/personal-data/link: the same answer whether or not the address bought anything. */
export function useRequestDataLink() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/api/personal-data/link', { method: 'POST', body: { email }, schema: dataLinkResponse }),
  });
}

/** GET /api/personal-data/buyer/{token}: what the page shows before the supporter downloads or erases. */
export function useBuyersData(token: string) {
  return useQuery({
    queryKey: ['personal-data', 'buyer', token],
    queryFn: ({ signal }) => apiRequest(buyerBase(token), { schema: personalDataExport, signal }),
    retry: false,
  });
}

export function useEraseBuyer(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`${buyerBase(token)}/erase`, {
        method: 'POST',
        body: { confirm: ERASE_CONFIRMATION },
        schema: eraseResponse,
      }),
  });
}
