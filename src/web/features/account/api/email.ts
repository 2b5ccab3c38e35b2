import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/services';

export type EmailType = 'customer' | 'company';

export function isEmailType(value: string | undefined): value is EmailType {
  return value === 'customer' || value === 'company';
}

/** POST /{type}_email/confirm {token}: confirms the address of an e-mailed link. */
export function useConfirmEmail() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ type, token }: { type: EmailType; token: string }) =>
      api.post<{ message?: string }>(`/${type}_email/confirm`, { token }),
  });
}
