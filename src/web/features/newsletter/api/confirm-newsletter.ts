import { useMutation } from '@tanstack/react-query';
import type { TokenBody } from '../../../../shared/schemas/newsletter';
import { useApi } from '../../../lib/services';

/** POST /newsletter/confirm {token}: confirms the subscription of the e-mailed link. */
export function useConfirmNewsletter() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TokenBody) => api.post<{ message?: string }>('/newsletter/confirm', body),
  });
}
