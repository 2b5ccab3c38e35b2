import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '../../../../shared/lang';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import type {
  ClaimListingsBody,
  claimInviteResponse,
  claimListingsResponse,
  claimQueueResponse,
} from '../../../../shared/schemas/listing-claims';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** The association's side of claiming (issue 33 item 3): invitations and the staff queue. */

const keys = {
  listings: (f: ClaimListingsBody) => ['admin', 'claims', 'listings', f] as const,
  queue: (page: number) => ['admin', 'claims', 'queue', page] as const,
};

export function useClaimListings(filter: ClaimListingsBody) {
  const api = useApi();
  return useQuery({
    queryKey: keys.listings(filter),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      readAnswer(
        await api.post<Shaped<typeof claimListingsResponse>>(
          '/admin/claims/listings',
          { ...filter },
          { signal },
        ),
      ),
  });
}

export function useClaimQueue(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: keys.queue(page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      readAnswer(
        await api.post<Shaped<typeof claimQueueResponse>>('/admin/claims/queue', { page }, { signal }),
      ),
  });
}

/** Any write of this tab: the lists are read again once it settles. */
function useClaimWrite<I extends Record<string, unknown>>(path: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => api.post<Shaped<typeof messageResponse>>(path, { ...input }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'claims'] }),
  });
}

export function useInvite() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { all: true } | { req_ids: string[] }) =>
      api.post<Shaped<typeof claimInviteResponse>>('/admin/claims/invite', { ...input }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'claims'] }),
  });
}

export const useResend = () => useClaimWrite<{ req_id: string }>('/admin/claims/resend');
export const useRevoke = () => useClaimWrite<{ req_id: string }>('/admin/claims/revoke');
export const useListingLang = () => useClaimWrite<{ req_id: string; lang: Lang }>('/admin/claims/lang');
export const useApprove = () => useClaimWrite<{ req_id: string }>('/admin/claims/approve');
export const useRefuse = () => useClaimWrite<{ req_id: string; reason: string }>('/admin/claims/refuse');
