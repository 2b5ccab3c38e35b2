import { useMutation } from '@tanstack/react-query';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import type { NewsletterRegisterBody } from '../../../../shared/schemas/newsletter';
import type { Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/**
 * POST /newsletter/register {email}: the server e-mails a confirmation link. The answer is given as
 * it came (success, failure with messages, or false), since each one shows differently.
 */
export function useRegisterNewsletter() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: NewsletterRegisterBody) =>
      api.post<Shaped<typeof messageResponse>>('/newsletter/register', body),
  });
}
