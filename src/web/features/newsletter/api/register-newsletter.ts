import { useMutation } from '@tanstack/react-query';
import type { NewsletterRegisterBody } from '../../../../shared/schemas/newsletter';
import { useApi } from '../../../lib/services';

/**
 * POST /newsletter/register {email}: the server e-mails a confirmation link. The answer is given as
 * it came (success, failure with messages, or false), since each one shows differently.
 */
export function useRegisterNewsletter() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: NewsletterRegisterBody) =>
      api.post<{ message?: string }>('/newsletter/register', body),
  });
}
