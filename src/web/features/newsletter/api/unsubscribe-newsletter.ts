import { useMutation } from '@tanstack/react-query';
import type { TokenBody } from '../../../../shared/schemas/newsletter';
import { useApi } from '../../../lib/services';

/** POST /newsletter/unsubscribe {token}: the link of a newsletter issue; no login needed. */
export function useUnsubscribeNewsletter() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TokenBody) => api.post<{ message?: string }>('/newsletter/unsubscribe', body),
  });
}
