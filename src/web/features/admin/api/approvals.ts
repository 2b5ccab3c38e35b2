import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssociationSettingsBody,
  approvalQueueResponse,
  associationSettingsResponse,
} from '../../../../shared/schemas/company-approval';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** The association's settings and the queue of new companies (issue 33 item 4, decision 0044). */

const keys = {
  settings: ['admin', 'approvals', 'settings'] as const,
  queue: (page: number) => ['admin', 'approvals', 'queue', page] as const,
};

export function useAssociationSettings() {
  const api = useApi();
  return useQuery({
    queryKey: keys.settings,
    queryFn: async ({ signal }) =>
      readAnswer(await api.get<Shaped<typeof associationSettingsResponse>>('/admin/settings', { signal })),
  });
}

export function useApprovalQueue(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: keys.queue(page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      readAnswer(
        await api.post<Shaped<typeof approvalQueueResponse>>('/admin/approvals/queue', { page }, { signal }),
      ),
  });
}

/** Any write of this tab: the settings and the queue are read again once it settles. */
function useApprovalWrite<I extends Record<string, unknown>>(path: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => api.post<Shaped<typeof messageResponse>>(path, { ...input }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'approvals'] }),
  });
}

export const useSaveSettings = () => useApprovalWrite<AssociationSettingsBody>('/admin/settings/save');
export const useApproveCompany = () =>
  useApprovalWrite<{ req_id: string; membership_number: string | null }>('/admin/approvals/approve');
export const useRefuseCompany = () =>
  useApprovalWrite<{ req_id: string; reason: string }>('/admin/approvals/refuse');
