import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminAuditBody,
  AdminCompaniesBody,
  adminAuditEntry,
  adminAuditResponse,
  adminCompaniesResponse,
  adminCompanyRow,
  adminMeResponse,
  StaffRole,
} from '../../../../shared/schemas/admin';
import type { CatalogueExportBody } from '../../../../shared/schemas/catalogue-export';
import type { fileResponse } from '../../../../shared/schemas/envelope';
import { isOk, readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

export type AdminCompanyRow = z.infer<typeof adminCompanyRow>;
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;
/** The companies list's filter: the body of POST /admin/companies/list. */
export type CompanyFilter = AdminCompaniesBody;
/** The audit log's filters: the body of POST /admin/audit/list; `to` is exclusive. */
export type AuditFilter = AdminAuditBody;

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
      const answer = await api.get<Shaped<typeof adminMeResponse>>('/admin/me');
      return isOk(answer) ? answer.roles : [];
    },
  });
}

export function useAdminCompanies(filter: CompanyFilter) {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.companies(filter),
    queryFn: async () =>
      readAnswer(
        await api.post<Shaped<typeof adminCompaniesResponse>>('/admin/companies/list', { ...filter }),
      ),
  });
}

export function useAuditLog(filter: AuditFilter) {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: async () =>
      readAnswer(await api.post<Shaped<typeof adminAuditResponse>>('/admin/audit/list', { ...filter })),
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
      readAnswer(answer);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** POST /admin/companies/export: the whole catalogue as a file (base64), to save. */
export function useCatalogueExport() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: CatalogueExportBody) =>
      readAnswer(await api.post<Shaped<typeof fileResponse>>('/admin/companies/export', body)),
  });
}
