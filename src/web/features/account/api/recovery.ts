import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  RecoverBody,
  recoverStatusResponse,
  SaveNewPasswordBody,
  ValidateRecoveryTokenBody,
} from '../../../../shared/schemas/auth';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import { isOk, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** POST /auth/recover {document (digits)}: e-mails an 8-digit code. */
export function useRecover() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: RecoverBody) => api.post<Shaped<typeof messageResponse>>('/auth/recover', { ...body }),
  });
}

/** 'unknown' when the API could not answer. */
export type RecoveryStatus = 'checking' | 'pending' | 'none' | 'unknown';

/**
 * GET /auth/recover_status: whether this app session asked for a code it can still use (a code
 * works only in the session that asked for it). Asked afresh on every visit, since a request made
 * a moment ago changes it.
 */
export function useRecoveryStatus(): RecoveryStatus {
  const api = useApi();
  const query = useQuery({
    queryKey: ['auth', 'recover-status'],
    queryFn: async () => {
      const answer = await api.get<Shaped<typeof recoverStatusResponse>>('/auth/recover_status');
      if (!isOk(answer)) return 'unknown';
      return answer.pending ? 'pending' : 'none';
    },
    staleTime: 0,
    gcTime: 0,
  });
  return query.data ?? (query.isPending ? 'checking' : 'unknown');
}

/** POST /auth/validate_recv_token {token}: whether the code is (still) good. */
export function useValidateCode() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ValidateRecoveryTokenBody) => api.post('/auth/validate_recv_token', { ...body }),
  });
}

/** POST /auth/save_new_pswd {token, pswd, pswd_confirm}. */
export function useSaveNewPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: SaveNewPasswordBody) =>
      api.post<Shaped<typeof messageResponse>>('/auth/save_new_pswd', { ...body }),
  });
}
