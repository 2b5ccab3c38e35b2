import { useInfiniteQuery } from '@tanstack/react-query';
import type { FaqListBody } from '../../../../shared/schemas/catalogue';
import type { faqListResponse } from '../../../../shared/schemas/catalogue-read';
import { FIRST_PAGE, nextPage, readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

/** POST /faq/list {search, page}, one page per fetch, for infinite scroll. */
export function useFaqList(search: string) {
  const api = useApi();
  const { lang } = useLanguage();
  return useInfiniteQuery({
    queryKey: ['content', 'faq', lang, search],
    initialPageParam: FIRST_PAGE,
    queryFn: async ({ pageParam, signal }) => {
      const body: FaqListBody = { search, page: pageParam };
      return readAnswer(await api.post<Shaped<typeof faqListResponse>>('/faq/list', body, { signal }));
    },
    getNextPageParam: (last, _pages, lastPage) => nextPage(last, lastPage),
  });
}
