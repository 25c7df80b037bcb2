import {
  DEFAULT_RETENTION_PARTICIPANT_DAYS,
  DEFAULT_RETENTION_SUPPORTER_DAYS,
  type PublicConfigResponse,
} from '@fundshop/core';
import { useT } from './i18n.tsx';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigKeys } from './query-keys.ts';

export const publicConfigQueryOptions = queryOptions({
  queryKey: publicConfigKeys.all,
  // Usually in the page already (app/initial-data.ts); the fetch and its schemas load only when it is not.
  queryFn: async ({ signal }): Promise<PublicConfigResponse> =>
    (await import('./fetch-public-config.ts')).getPublicConfig(signal),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 2,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

/** Used in texts while the configuration is not (yet) known. */
export const FALLBACK_SUPPORT_EMAIL = 'support@fundshop.example';

/** The support address the pages give: this deployment's, or the fallback while the configuration is not known. */
export function useSupportEmail(): string {
  return usePublicConfig().data?.supportEmail ?? FALLBACK_SUPPORT_EMAIL;
}

/** The retention periods the server enforces (its configuration), or the defaults while they are not known. */
export function useRetention(): PublicConfigResponse['retention'] {
  return (
    usePublicConfig().data?.retention ?? {
      supporterDays: DEFAULT_RETENTION_SUPPORTER_DAYS,
      participantDays: DEFAULT_RETENTION_PARTICIPANT_DAYS,
    }
  );
}

/** SPEC §8's generic error text, with the support address. */
export function useGenericErrorMessage(): string {
  const t = useT();
  return t('msg.genericError', { email: useSupportEmail() });
}
