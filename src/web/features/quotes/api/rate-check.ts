import { useQuery } from '@tanstack/react-query';
import type { RateCheckResponse } from '../../../../shared/schemas/quote-read';
import { useApi } from '../../../lib/services';

export type RateCheck = RateCheckResponse['data'];

/** The check refused the link (QRC001: unknown, not chosen or already rated) or the API is down. */
export class RateCheckError extends Error {
  readonly code: string | null;
  constructor(message: string, code: string | null = null) {
    super(message);
    this.name = 'RateCheckError';
    this.code = code;
  }
}

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
      const answer = await api.get<{ data: RateCheck }>(
        `/quotes/proposal_rate_check/${encodeURIComponent(proposalId)}`,
        { public: true, signal },
      );
      if (answer === false) throw new RateCheckError('');
      if (!answer.response) throw new RateCheckError(answer.message ?? '', answer.error ?? null);
      return answer.data;
    },
  });
}
