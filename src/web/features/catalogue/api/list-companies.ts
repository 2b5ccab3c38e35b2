import { useInfiniteQuery } from '@tanstack/react-query';
import type { companiesListResponse } from '../../../../shared/schemas/catalogue-read';
import { FIRST_PAGE, nextPage, readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import { type CompanyFilters, toCompaniesListBody } from '../lib/company-filters';

/** POST /companies/list {search, state, city, category, order_by, order, page}, one page per fetch. */
export function useCompanyList(filters: CompanyFilters) {
  const api = useApi();
  const { lang } = useLanguage();
  return useInfiniteQuery({
    queryKey: ['catalogue', 'companies', lang, filters],
    initialPageParam: FIRST_PAGE,
    queryFn: async ({ pageParam, signal }) =>
      readAnswer(
        await api.post<Shaped<typeof companiesListResponse>>(
          '/companies/list',
          toCompaniesListBody(filters, pageParam),
          { signal },
        ),
      ),
    getNextPageParam: (last, _pages, lastPage) => nextPage(last, lastPage),
  });
}
