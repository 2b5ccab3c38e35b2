import { useMutation } from '@tanstack/react-query';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import type { Shaped } from '../../../lib/api-answer';
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
      api.post<Shaped<typeof messageResponse>>(`/${type}_email/confirm`, { token }),
  });
}
