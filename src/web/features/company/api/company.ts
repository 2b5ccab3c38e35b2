import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Category, CityItem, categoriesResponse } from '../../../../shared/schemas/catalogue-read';
import type { companyRegisterBody, companyUpdateBody } from '../../../../shared/schemas/company';
import type {
  companyRatesResponse,
  companyReadResponse,
  companySavedResponse,
} from '../../../../shared/schemas/company-read';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import type { rateReportBody } from '../../../../shared/schemas/rating-moderation';
import type { rateReplyBody } from '../../../../shared/schemas/rating-reply';
import { isOk, readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** The owner's calls (PRODUCT.md 7): one hook per call, all keyed under ['company', …]. */
export const companyInfoKey = ['company', 'info'] as const;
const companyRatesKey = ['company', 'rates'] as const;

/** What the form sends: the schemas' input (files as base64 strings). */
export type CompanySaveInput = z.input<typeof companyRegisterBody> | z.input<typeof companyUpdateBody>;

export type { Category, CityItem as City };

/** GET /company/info, only when the user owns a company. */
export function useCompanyInfo(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: companyInfoKey,
    enabled,
    queryFn: async () =>
      readAnswer(await api.get<Shaped<typeof companyReadResponse>>('/company/info')).company,
  });
}

/** GET /company/rates: the averages and the list. */
export function useCompanyRates() {
  const api = useApi();
  return useQuery({
    queryKey: companyRatesKey,
    queryFn: async () => readAnswer(await api.get<Shaped<typeof companyRatesResponse>>('/company/rates')),
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
    queryFn: async () =>
      readAnswer(await api.get<Shaped<typeof categoriesResponse>>('/categories/list_full')).data,
    staleTime: 10 * 60_000,
  });
}

/** POST /company/register (first time) or PUT /company/update; the saved company is reloaded. */
export function useSaveCompany(isNew: boolean) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySaveInput) =>
      isNew
        ? api.post<Shaped<typeof companySavedResponse>>('/company/register', body as Record<string, unknown>)
        : api.put<Shaped<typeof companySavedResponse>>('/company/update', body as Record<string, unknown>),
    onSuccess: (answer) => {
      if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: ['company'] });
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
      if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: companyInfoKey });
    },
  });
}

/** GET /company_email/resend_validation: a new confirmation link to the company e-mail. */
export function useResendCompanyEmail() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.get<Shaped<typeof messageResponse>>('/company_email/resend_validation'),
  });
}

/** POST /company/approval_resubmit: a refused company, corrected, goes back to the association (decision 0044). */
export function useResubmitCompany() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Shaped<typeof messageResponse>>('/company/approval_resubmit', {}),
    onSuccess: (answer) => {
      if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: companyInfoKey });
    },
  });
}

/** POST /company/rate_report: the raw answer, so the dialog puts a refusal's fields on its inputs. */
export function useReportRating() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof rateReportBody>) =>
      api.post<Shaped<typeof messageResponse>>('/company/rate_report', { ...body }),
    onSuccess: (answer) => {
      if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: companyRatesKey });
    },
  });
}

/** POST /company/rate_reply: publish or replace the answer; the raw answer, for the form's fields. */
export function useReplyToRating() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof rateReplyBody>) =>
      api.post<Shaped<typeof messageResponse>>('/company/rate_reply', { ...body }),
    onSuccess: (answer) => {
      if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: companyRatesKey });
    },
  });
}

/** POST /company/rate_reply_remove: take the answer down. */
export function useRemoveRatingReply() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reqId: string) =>
      api.post<Shaped<typeof messageResponse>>('/company/rate_reply_remove', { req_id: reqId }),
    onSuccess: (answer) => {
      if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: companyRatesKey });
    },
  });
}
