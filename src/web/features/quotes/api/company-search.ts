import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyRef, companySearchResponse } from '../../../../shared/schemas/quote-read';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi, useSessionUser } from '../../../lib/services';

/**
 * POST /quotes/company_search {category, search}: companies of the category that can receive
 * quotes, by name. Sent with the session when someone is logged in, so the server leaves out their
 * own company; without a session otherwise (a "no session" call).
 */
export function useCompanySearch(category: number | null, search: string) {
  const api = useApi();
  const loggedIn = useSessionUser() !== null;
  return useQuery({
    queryKey: ['quotes', 'company-search', category, search, loggedIn],
    enabled: category !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<CompanyRef[]> => {
      return readAnswer(
        await api.post<Shaped<typeof companySearchResponse>>(
          '/quotes/company_search',
          { category, search },
          { public: !loggedIn, signal },
        ),
      ).data;
    },
  });
}
