import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminAuditEntry, adminCompanyRow, StaffRole } from '../../../../shared/schemas/admin';
import { useApi } from '../../../lib/services';

export type AdminCompanyRow = z.infer<typeof adminCompanyRow>;
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;
export interface AdminPage<T> {
  data: T[];
  total: number;
  pageSize: number;
}
export interface CompanyFilter {
  search: string;
  status: 'all' | 'active' | 'suspended';
  email_valid: 'all' | 'y' | 'n';
  category?: number;
  city?: number;
  /** Registered on or after this day, YYYY-MM-DD. */
  from?: string;
  /** Registered before this day (exclusive), YYYY-MM-DD. */
  to?: string;
  page: number;
}
/** The audit log's filters (POST /admin/audit/list); `to` is exclusive. */
export interface AuditFilter {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
  page: number;
}

export const adminKeys = {
  me: ['admin', 'me'] as const,
  companies: (f: CompanyFilter) => ['admin', 'companies', f] as const,
  audit: (f: AuditFilter) => ['admin', 'audit', f] as const,
};

/** The caller's roles; an empty list when the server refuses (not staff) — the server decides, always. */
export function useStaffRoles(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.me,
    enabled,
    queryFn: async (): Promise<StaffRole[]> => {
      const answer = await api.get<{ roles: StaffRole[] }>('/admin/me');
      return answer !== false && answer.response ? answer.roles : [];
    },
  });
}

export function useAdminCompanies(filter: CompanyFilter) {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.companies(filter),
    queryFn: async (): Promise<AdminPage<AdminCompanyRow>> => {
      const answer = await api.post<AdminPage<AdminCompanyRow>>('/admin/companies/list', { ...filter });
      if (answer === false || !answer.response) throw new Error('companies unavailable');
      return answer;
    },
  });
}

export function useAuditLog(filter: AuditFilter) {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: async (): Promise<AdminPage<AdminAuditEntry>> => {
      const answer = await api.post<AdminPage<AdminAuditEntry>>('/admin/audit/list', { ...filter });
      if (answer === false || !answer.response) throw new Error('audit unavailable');
      return answer;
    },
  });
}

/** Suspends (with a reason) or reinstates (reason null); answers the server's message on refusal. */
export function useSuspension() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { reqId: string; reason: string | null }): Promise<void> => {
      const answer =
        input.reason === null
          ? await api.post('/admin/companies/reinstate', { req_id: input.reqId })
          : await api.post('/admin/companies/suspend', { req_id: input.reqId, reason: input.reason });
      if (answer === false) throw new Error('');
      if (!answer.response) throw new Error(answer.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
