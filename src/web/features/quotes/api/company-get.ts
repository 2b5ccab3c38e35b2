import { useQuery } from '@tanstack/react-query';
import type { CompanyGetResponse } from '../../../../shared/schemas/quote-read';
import { useApi } from '../../../lib/services';

export type PickerCompany = CompanyGetResponse['data'];

/** Why the company of a new-quote link could not be loaded: unknown (NFD001…) or API unreachable. */
export class CompanyGetError extends Error {
  readonly kind: 'refused' | 'unavailable';
  constructor(kind: 'refused' | 'unavailable', message = '') {
    super(message);
    this.name = 'CompanyGetError';
    this.kind = kind;
  }
}

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
      const answer = await api.post<{ data: PickerCompany }>(
        '/quotes/company_get',
        { req_id: reqId },
        { public: true, signal },
      );
      if (answer === false) throw new CompanyGetError('unavailable');
      if (!answer.response) throw new CompanyGetError('refused', answer.message ?? '');
      return answer.data;
    },
  });
}
