import { useCallback } from 'react';
import { useApi } from '../../../lib/services';

/**
 * POST /companies/search_opened: tells the search log (issue 32 item 6) that a company was opened
 * from a search's results. Fire and forget: the page opens whatever the answer, and the server keeps
 * only the day, the language, the words and the company.
 */
export function useReportSearchOpen() {
  const api = useApi();
  return useCallback(
    (search: string, company: string) => {
      if (search.trim() === '') return;
      void api.post('/companies/search_opened', { search, company }).catch(() => {});
    },
    [api],
  );
}
