import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ClaimLinkRead,
  ClaimStartBody,
  claimLinkReadResponse,
  claimStartResponse,
  claimUseResponse,
} from '../../../../shared/schemas/listing-claims';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** The claimant's calls (issue 33 item 3): read and use a claim link, claim from a listing's page. */

export function useClaimLink(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['claim-link', token],
    queryFn: async ({ signal }): Promise<ClaimLinkRead> =>
      readAnswer(
        await api.post<Shaped<typeof claimLinkReadResponse>>('/claims/link_read', { token }, { signal }),
      ).data,
    retry: false,
  });
}

export function useUseClaimLink() {
  const api = useApi();
  return useMutation({
    mutationFn: (token: string) => api.post<Shaped<typeof claimUseResponse>>('/claims/link_use', { token }),
  });
}

export function useStartClaim() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ClaimStartBody) =>
      api.post<Shaped<typeof claimStartResponse>>('/claims/start', { ...body }),
  });
}
