import { useQuery } from '@tanstack/react-query';
import { initialQueryKeys } from '../../../../shared/first-paint';
import type { CompanyInfoBody } from '../../../../shared/schemas/catalogue';
import type { companyInfoResponse } from '../../../../shared/schemas/catalogue-read';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

/** POST /companies/info {req_id}: the public company page. */
export function useCompanyInfo(reqId: string) {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: initialQueryKeys.company(lang, reqId),
    queryFn: async ({ signal }) =>
      readAnswer(
        await api.post<Shaped<typeof companyInfoResponse>>(
          '/companies/info',
          { req_id: reqId } satisfies CompanyInfoBody,
          { signal },
        ),
      ).data,
  });
}
