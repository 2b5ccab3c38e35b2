import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PLACES } from '../../../../shared/limits';
import type { adminAuditActionsResponse, adminCompanyResponse } from '../../../../shared/schemas/admin';
import type { categoriesResponse, cityItem } from '../../../../shared/schemas/catalogue-read';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

export type AdminCompanyRecord = Shaped<typeof adminCompanyResponse>['data'];

/** POST /admin/companies/info: a company's full record, fetched when the record is opened. */
export function useAdminCompany(reqId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'company', reqId],
    queryFn: async (): Promise<AdminCompanyRecord> =>
      readAnswer(
        await api.post<Shaped<typeof adminCompanyResponse>>('/admin/companies/info', { req_id: reqId }),
      ).data,
  });
}

/** Sets or clears the "verified by the association" mark. */
export function useVerify() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { reqId: string; verified: boolean }): Promise<void> => {
      readAnswer(
        await api.post('/admin/companies/verify', { req_id: input.reqId, verified: input.verified }),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

interface Option {
  id: number;
  name: string;
}

/**
 * The company filter's choices: every category, and every city of the catalogue's state (a city
 * whose companies are all suspended must still be choosable here).
 */
export function useCompanyFilterOptions() {
  const api = useApi();
  const categories = useQuery({
    queryKey: ['admin', 'options', 'categories'],
    queryFn: async (): Promise<Option[]> =>
      readAnswer(await api.get<Shaped<typeof categoriesResponse>>('/categories/list_full')).data,
  });
  const cities = useQuery({
    queryKey: ['admin', 'options', 'cities'],
    queryFn: async (): Promise<Option[]> =>
      readAnswer(
        await api.post<{ data: z.output<typeof cityItem>[] }>('/address/data', {
          type: 'cities',
          id: PLACES.stateId,
        }),
      ).data.map((c) => ({ id: c.id, name: c.cityName })),
  });
  return { categories: categories.data ?? [], cities: cities.data ?? [] };
}

/** The actions the audit log holds, for its filter. */
export function useAuditActions() {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'audit-actions'],
    queryFn: async (): Promise<string[]> =>
      readAnswer(await api.post<Shaped<typeof adminAuditActionsResponse>>('/admin/audit/actions', {})).data,
  });
}
