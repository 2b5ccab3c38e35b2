import { useQuery } from '@tanstack/react-query';
import { initialQueryKeys } from '../../../../shared/first-paint';
import type { CompanyInfoBody } from '../../../../shared/schemas/catalogue';
import type { CompanyPublic, companyInfoResponse } from '../../../../shared/schemas/catalogue-read';
import { isRefused, readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

/**
 * POST /companies/info {req_id}: the public company page; null when the server refuses the id (no
 * such company, NFD001, or no possible id, VAL001). An answer, not an error, so the server's render
 * sends it with the page, which it answers 404 (entry-server.tsx), and the browser's first render
 * shows the same not-found page, with nothing loading in between.
 */
export function useCompanyInfo(reqId: string) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: initialQueryKeys.company(lang, reqId),
    queryFn: async ({ signal }): Promise<CompanyPublic | null> => {
      const answer = await api.post<Shaped<typeof companyInfoResponse>>(
        '/companies/info',
        { req_id: reqId } satisfies CompanyInfoBody,
        { signal },
      );
      // An unknown or suspended company is the not-found page, not a failed load.
      if (isRefused(answer)) return null;
      return readAnswer(answer).data;
    },
  });
}
