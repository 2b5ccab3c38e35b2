import { useInfiniteQuery } from '@tanstack/react-query';
import type { CompanyListFilter } from '../../../../shared/schemas/quote-deadline';
import type { quoteListResponse } from '../../../../shared/schemas/quote-read';
import { FIRST_PAGE, nextPage, readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

export type QuoteSide = 'customer' | 'company';

export const quoteListKey = (side: QuoteSide) => ['quotes', 'list', side] as const;

/**
 * POST /quotes/list_customer or /quotes/list_company {page}: newest first; paging ends when a page
 * has fewer rows than `records` (PRODUCT.md 4).
 */
export function useQuoteList(side: QuoteSide, filter: CompanyListFilter = 'all') {
  const api = useApi();
  return useInfiniteQuery({
    // The filter (issue 18, company side) extends the key, so invalidating the side refreshes both.
    queryKey: [...quoteListKey(side), filter],
    initialPageParam: FIRST_PAGE,
    queryFn: async ({ pageParam, signal }) => {
      const answer = readAnswer(
        await api.post<Shaped<typeof quoteListResponse>>(
          `/quotes/list_${side}`,
          side === 'company' && filter !== 'all' ? { page: pageParam, filter } : { page: pageParam },
          { signal },
        ),
      );
      return { page: pageParam, data: answer.data, records: answer.records };
    },
    getNextPageParam: (last, _pages, lastPage) => nextPage(last, lastPage),
  });
}
