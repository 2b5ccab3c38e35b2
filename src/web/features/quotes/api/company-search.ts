import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyRef } from '../../../../shared/schemas/quote-read';
import { splitMessages } from '../../../lib/api-client';
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
      const answer = await api.post<{ data: CompanyRef[] }>(
        '/quotes/company_search',
        { category, search },
        { public: !loggedIn, signal },
      );
      if (answer === false) throw new Error('');
      if (!answer.response) throw new Error(splitMessages(answer.message).join('\n'));
      return answer.data;
    },
  });
}
