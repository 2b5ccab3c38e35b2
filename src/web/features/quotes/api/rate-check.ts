import { useQuery } from '@tanstack/react-query';
import type { RateCheckResponse, rateCheckResponse } from '../../../../shared/schemas/quote-read';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

export type RateCheck = RateCheckResponse['data'];

/**
 * GET /quotes/proposal_rate_check/{proposalId} (no session): the quote's title, dates and the
 * chosen company. Checked once per visit: after rating, the same link is refused.
 */
export function useRateCheck(proposalId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['quotes', 'rate-check', proposalId],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }): Promise<RateCheck> => {
      return readAnswer(
        await api.get<Shaped<typeof rateCheckResponse>>(
          `/quotes/proposal_rate_check/${encodeURIComponent(proposalId)}`,
          {
            public: true,
            signal,
          },
        ),
      ).data;
    },
  });
}
