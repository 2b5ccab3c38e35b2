import { useQuery } from '@tanstack/react-query';
import type { CompanyGetResponse, companyGetResponse } from '../../../../shared/schemas/quote-read';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

export type PickerCompany = CompanyGetResponse['data'];

/**
 * POST /quotes/company_get {req_id} (no session): the company of /quotes/new-quote/{reqId} with its
 * numeric id for the pickers, its categories and whether it can receive quotes now.
 */
export function useCompanyGet(reqId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['quotes', 'company-get', reqId],
    enabled: Boolean(reqId),
    queryFn: async ({ signal }): Promise<PickerCompany> => {
      return readAnswer(
        await api.post<Shaped<typeof companyGetResponse>>(
          '/quotes/company_get',
          { req_id: reqId },
          { public: true, signal },
        ),
      ).data;
    },
  });
}
