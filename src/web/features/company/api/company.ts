import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PLACES } from '../../../../shared/limits';
import type { categoriesResponse, cityItem } from '../../../../shared/schemas/catalogue-read';
import type { companyRegisterBody, companyUpdateBody } from '../../../../shared/schemas/company';
import type {
  CompanyRatesResponse,
  CompanyRead,
  CompanySavedResponse,
} from '../../../../shared/schemas/company-read';
import { readAnswer } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** The owner's calls (PRODUCT.md 7): one hook per call, all keyed under ['company', …]. */
export const companyInfoKey = ['company', 'info'] as const;
const companyRatesKey = ['company', 'rates'] as const;

/** What the form sends: the schemas' input (files as base64 strings). */
export type CompanySaveInput = z.input<typeof companyRegisterBody> | z.input<typeof companyUpdateBody>;

export type Category = z.infer<typeof categoriesResponse>['data'][number];
export type City = z.infer<typeof cityItem>;

/** GET /company/info, only when the user owns a company. */
export function useCompanyInfo(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: companyInfoKey,
    enabled,
    queryFn: async () => readAnswer(await api.get<{ company: CompanyRead }>('/company/info')).company,
  });
}

/** GET /company/rates: the averages and the list. */
export function useCompanyRates() {
  const api = useApi();
  return useQuery({
    queryKey: companyRatesKey,
    queryFn: async () => readAnswer(await api.get<CompanyRatesResponse>('/company/rates')),
  });
}

/**
 * GET /categories/list_full (public), for the category picker: every category, also those that no
 * company has chosen yet (/categories/list leaves those out, so a new field could never be picked).
 */
export function useCategories() {
  const api = useApi();
  return useQuery({
    queryKey: ['company', 'categories'],
    queryFn: async () => readAnswer(await api.get<{ data: Category[] }>('/categories/list_full')).data,
    staleTime: 10 * 60_000,
  });
}

/** POST /address/data: São Paulo's cities, the only state of the catalogue. */
export function useCities() {
  const api = useApi();
  return useQuery({
    queryKey: ['company', 'cities', PLACES.stateId],
    queryFn: async () =>
      readAnswer(await api.post<{ data: City[] }>('/address/data', { type: 'cities', id: PLACES.stateId }))
        .data,
    staleTime: 60 * 60_000,
  });
}

/** POST /company/register (first time) or PUT /company/update; the saved company is reloaded. */
export function useSaveCompany(isNew: boolean) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySaveInput) =>
      isNew
        ? api.post<Omit<CompanySavedResponse, 'response'>>(
            '/company/register',
            body as Record<string, unknown>,
          )
        : api.put<Omit<CompanySavedResponse, 'response'>>('/company/update', body as Record<string, unknown>),
    onSuccess: (answer) => {
      if (answer !== false && answer.response) void queryClient.invalidateQueries({ queryKey: ['company'] });
    },
  });
}

/** DELETE /company/remove_portfolio {req_id}. */
export function useRemovePortfolio() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reqId: string) => api.del('/company/remove_portfolio', { req_id: reqId }),
    onSuccess: (answer) => {
      if (answer !== false && answer.response)
        void queryClient.invalidateQueries({ queryKey: companyInfoKey });
    },
  });
}

/** GET /company_email/resend_validation: a new confirmation link to the company e-mail. */
export function useResendCompanyEmail() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.get('/company_email/resend_validation') });
}
