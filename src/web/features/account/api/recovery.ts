import { useMutation } from '@tanstack/react-query';
import type {
  RecoverBody,
  SaveNewPasswordBody,
  ValidateRecoveryTokenBody,
} from '../../../../shared/schemas/auth';
import { useApi } from '../../../lib/services';

/** POST /auth/recover {document (digits)}: e-mails an 8-digit code. */
export function useRecover() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: RecoverBody) => api.post<{ message?: string }>('/auth/recover', { ...body }),
  });
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
      api.post<{ message?: string }>('/auth/save_new_pswd', { ...body }),
  });
}
