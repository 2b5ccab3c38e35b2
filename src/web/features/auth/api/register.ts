import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerForm } from '../../../../shared/schemas/customer';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import type { Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/**
 * The wire body of POST /customer/register: the form schema's output plus both confirmations, which
 * the output drops and the contract keeps.
 */
export type RegisterPayload = z.output<typeof registerForm> &
  Pick<z.input<typeof registerForm>, 'emailConfirm' | 'passwordConfirm'>;

export function useRegisterCustomer() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: RegisterPayload) =>
      api.post<Shaped<typeof messageResponse>>('/customer/register', { ...body }),
  });
}
