import { useMutation, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../../shared/lang';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import type {
  ConsentView,
  DeleteAccountBody,
  privacyConsentsResponse,
  privacyExportResponse,
  privacyReadableExportResponse,
} from '../../../../shared/schemas/privacy';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** GET /privacy/export: everything held about the logged-in person (saved as a file by the caller). */
export function useExportData() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.get<Shaped<typeof privacyExportResponse>>('/privacy/export'),
  });
}

/** GET /privacy/export_readable: the same data as one HTML page in the person's language (saved by the caller). */
export function useReadableExport() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.get<Shaped<typeof privacyReadableExportResponse>>('/privacy/export_readable'),
  });
}

/** GET /privacy/consents: what the logged-in person agreed to, titled in the language shown. */
export function useConsents(lang: Lang) {
  const api = useApi();
  return useQuery({
    queryKey: ['privacy', 'consents', lang],
    queryFn: async (): Promise<ConsentView[]> =>
      readAnswer(await api.get<Shaped<typeof privacyConsentsResponse>>('/privacy/consents')).data,
  });
}

/** POST /privacy/delete_account {password}: the account is gone once this answers response true. */
export function useDeleteAccount() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      api.post<Shaped<typeof messageResponse>>('/privacy/delete_account', { ...body }),
  });
}
