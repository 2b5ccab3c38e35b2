import { useMutation } from '@tanstack/react-query';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import type { DeleteAccountBody, privacyExportResponse } from '../../../../shared/schemas/privacy';
import type { Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** GET /privacy/export: everything held about the logged-in person (saved as a file by the caller). */
export function useExportData() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.get<Shaped<typeof privacyExportResponse>>('/privacy/export'),
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
