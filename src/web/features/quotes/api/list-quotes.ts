import { useInfiniteQuery } from '@tanstack/react-query';
import type { QuoteListResponse } from '../../../../shared/schemas/quote-read';
import { splitMessages } from '../../../lib/api-client';
import { useApi } from '../../../lib/services';

export type QuoteSide = 'customer' | 'company';

export const quoteListKey = (side: QuoteSide) => ['quotes', 'list', side] as const;

/**
 * POST /quotes/list_customer or /quotes/list_company {page}: newest first; paging ends when a page
 * has fewer rows than `records` (PRODUCT.md 4).
 */
export function useQuoteList(side: QuoteSide) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: quoteListKey(side),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await api.post<Omit<QuoteListResponse, 'response'>>(
        `/quotes/list_${side}`,
        { page: pageParam },
        { signal },
      );
      if (answer === false) throw new Error('');
      if (!answer.response) throw new Error(splitMessages(answer.message).join('\n'));
      return { page: pageParam, data: answer.data, records: answer.records };
    },
    getNextPageParam: (last) => (last.data.length < last.records ? undefined : last.page + 1),
  });
}
