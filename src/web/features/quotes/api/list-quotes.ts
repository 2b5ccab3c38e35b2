import { useInfiniteQuery } from '@tanstack/react-query';
import type { quoteListResponse } from '../../../../shared/schemas/quote-read';
import { FIRST_PAGE, nextPage, readAnswer, type Shaped } from '../../../lib/api-answer';
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
    initialPageParam: FIRST_PAGE,
    queryFn: async ({ pageParam, signal }) => {
      const answer = readAnswer(
        await api.post<Shaped<typeof quoteListResponse>>(
          `/quotes/list_${side}`,
          { page: pageParam },
          { signal },
        ),
      );
      return { page: pageParam, data: answer.data, records: answer.records };
    },
    getNextPageParam: (last, _pages, lastPage) => nextPage(last, lastPage),
  });
}
