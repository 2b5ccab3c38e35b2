import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, changePasswordResponse } from '../../../../shared/schemas/auth';
import type {
  CustomerRecord,
  CustomerUpdateBody,
  customerInfoResponse,
  customerUpdateResponse,
} from '../../../../shared/schemas/customer';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import { isOk, readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { customerKey } from './customer-key';

/** GET /customer/info → customer (PRODUCT.md 3 'Customer'), as the shared schema describes it. */
export type Customer = CustomerRecord & {
  /**
   * Client-side only: set with the local emailValid below, so the screen can say a link was sent
   * rather than that the address is confirmed (it is not, until the link is opened).
   */
  emailLinkSent?: boolean;
};

export function useCustomerInfo() {
  const api = useApi();
  return useQuery({
    queryKey: customerKey,
    queryFn: async (): Promise<Customer> =>
      readAnswer(await api.get<Shaped<typeof customerInfoResponse>>('/customer/info')).customer,
  });
}

/** PUT /customer/update {email, cellphone, city} → the saved customer, which replaces the cached one. */
export function useUpdateCustomer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerUpdateBody) =>
      api.put<Shaped<typeof customerUpdateResponse>>('/customer/update', { ...body }),
    onSuccess: (answer) => {
      if (isOk(answer)) queryClient.setQueryData<Customer>(customerKey, answer.customer);
    },
  });
}

/**
 * GET /customer_email/resend_validation. On success the e-mail counts as valid here
 * (PRODUCT.md 4 'E-mail validity': "emailValid also becomes true locally after the resend action
 * succeeds"), until the customer data are loaded again; `emailLinkSent` marks why, so the status
 * says 'link sent, not confirmed yet' instead of 'confirmed' (issue 12 item 12).
 */
export function useResendValidation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<Shaped<typeof messageResponse>>('/customer_email/resend_validation'),
    onSuccess: (answer) => {
      if (!isOk(answer)) return;
      queryClient.setQueryData<Customer>(customerKey, (old) =>
        old ? { ...old, emailValid: true, emailLinkSent: true } : old,
      );
    },
  });
}

/** POST /credentials/update_access_password {pswd_current, pswd, pswd_confirm}. */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.post<Shaped<typeof changePasswordResponse>>('/credentials/update_access_password', { ...body }),
  });
}
