import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminCustomersBody,
  adminCustomersResponse,
  adminSubscriberRow,
  adminSubscribersResponse,
  NewsletterIssueBody,
  NewsletterSendBody,
  newsletterIssuesResponse,
  newsletterSendResponse,
} from '../../../../shared/schemas/admin-people';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

export type SubscriberRow = z.infer<typeof adminSubscriberRow>;
/** The customers list's filter: the body of POST /admin/customers/list. */
export type CustomerFilter = AdminCustomersBody;

const keys = {
  customers: (f: CustomerFilter) => ['admin', 'customers', f] as const,
  subscribers: (search: string, page: number) => ['admin', 'subscribers', search, page] as const,
  issues: ['admin', 'issues'] as const,
};

export function useAdminCustomers(filter: CustomerFilter) {
  const api = useApi();
  return useQuery({
    queryKey: keys.customers(filter),
    queryFn: async () =>
      readAnswer(
        await api.post<Shaped<typeof adminCustomersResponse>>('/admin/customers/list', { ...filter }),
      ),
  });
}

/** Blocks (with a reason) or unblocks (reason null); answers the server's message. */
export function useBlock() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; reason: string | null }) =>
      readAnswer(
        input.reason === null
          ? await api.post<{ message: string }>('/admin/customers/unblock', { id: input.id })
          : await api.post<{ message: string }>('/admin/customers/block', input),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useSubscribers(search: string, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: keys.subscribers(search, page),
    queryFn: async () =>
      readAnswer(
        await api.post<Shaped<typeof adminSubscribersResponse>>('/admin/newsletter/subscribers', {
          search,
          page,
        }),
      ),
  });
}

export function useExportSubscribers() {
  const api = useApi();
  return useMutation({
    mutationFn: async () =>
      readAnswer(
        await api.post<{ name: string; mime: string; content: string }>('/admin/newsletter/export', {}),
      ),
  });
}

/** Issues sent or sending; polled while one is still going out. */
export function useIssues() {
  const api = useApi();
  return useQuery({
    queryKey: keys.issues,
    queryFn: async () =>
      readAnswer(
        await api.post<Shaped<typeof newsletterIssuesResponse>>('/admin/newsletter/issues', { page: 1 }),
      ),
    refetchInterval: (query) => (query.state.data?.data.some((i) => i.status === 'sending') ? 2000 : false),
  });
}

/** The raw answers: the form puts a refusal's fields on its inputs (applyServerErrors). */
export function useIssueCalls() {
  const api = useApi();
  const client = useQueryClient();
  const test = useMutation({
    mutationFn: (body: NewsletterIssueBody) => api.post<{ message: string }>('/admin/newsletter/test', body),
  });
  const send = useMutation({
    mutationFn: (body: NewsletterSendBody) =>
      api.post<Shaped<typeof newsletterSendResponse>>('/admin/newsletter/send', body),
    onSettled: () => client.invalidateQueries({ queryKey: keys.issues }),
  });
  return { test, send };
}
