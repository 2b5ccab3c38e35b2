import { useInfiniteQuery } from '@tanstack/react-query';
import type { MagazinesListBody } from '../../../../shared/schemas/catalogue';
import type { magazinesListResponse } from '../../../../shared/schemas/catalogue-read';
import { FIRST_PAGE, nextPage, readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

/** POST /magazines/list {search, page}, one page per fetch, for infinite scroll. */
export function useMagazineList(search: string) {
  const api = useApi();
  const { lang } = useLanguage();
  return useInfiniteQuery({
    queryKey: ['content', 'magazines', lang, search],
    initialPageParam: FIRST_PAGE,
    queryFn: async ({ pageParam, signal }) => {
      const body: Pick<MagazinesListBody, 'search' | 'page'> = { search, page: pageParam };
      return readAnswer(
        await api.post<Shaped<typeof magazinesListResponse>>('/magazines/list', body, { signal }),
      );
    },
    getNextPageParam: (last, _pages, lastPage) => nextPage(last, lastPage),
  });
}
