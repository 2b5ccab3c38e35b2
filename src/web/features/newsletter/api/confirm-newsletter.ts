import { useMutation } from '@tanstack/react-query';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import type { TokenBody } from '../../../../shared/schemas/newsletter';
import type { Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** POST /newsletter/confirm {token}: confirms the subscription of the e-mailed link. */
export function useConfirmNewsletter() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TokenBody) => api.post<Shaped<typeof messageResponse>>('/newsletter/confirm', body),
  });
}
