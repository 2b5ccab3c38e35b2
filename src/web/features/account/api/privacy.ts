import { useMutation } from '@tanstack/react-query';
import type {
  DeleteAccountBody,
  DeleteAccountResponse,
  PrivacyExportResponse,
} from '../../../../shared/schemas/privacy';
import { useApi } from '../../../lib/services';

/** GET /privacy/export: everything held about the logged-in person (saved as a file by the caller). */
export function useExportData() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.get<Omit<PrivacyExportResponse, 'response'>>('/privacy/export'),
  });
}

/** POST /privacy/delete_account {password}: the account is gone once this answers response true. */
export function useDeleteAccount() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      api.post<Omit<DeleteAccountResponse, 'response'>>('/privacy/delete_account', { ...body }),
  });
}
