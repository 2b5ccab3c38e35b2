import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '../../../../shared/lang';
import { PLACES } from '../../../../shared/limits';
import type { ChangePasswordBody } from '../../../../shared/schemas/auth';
import type { CustomerUpdateBody } from '../../../../shared/schemas/customer';
import { readAnswer } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { customerKey } from './customer-key';

/** GET /customer/info → customer (PRODUCT.md 3 'Customer'). */
export interface Customer {
  id: number;
  name: string;
  doc: string;
  email: string;
  emailValid: boolean;
  cellphone: string;
  state: number;
  city: number;
  cityName?: string;
  terms?: boolean;
  /** The account's language (e-mails); absent from servers before issue 12. */
  lang?: Lang;
  /**
   * Client-side only: set with the local emailValid below, so the screen can say a link was sent
   * rather than that the address is confirmed (it is not, until the link is opened).
   */
  emailLinkSent?: boolean;
}

export interface City {
  id: number;
  cityName: string;
  state: number;
}

export function useCustomerInfo() {
  const api = useApi();
  return useQuery({
    queryKey: customerKey,
    queryFn: async (): Promise<Customer> => {
      const answer = await api.get<{ customer: Customer }>('/customer/info');
      if (!answer) throw new Error('');
      if (!answer.response) throw new Error(answer.message ?? '');
      if (!answer.customer) throw new Error('');
      return answer.customer;
    },
  });
}

/** PUT /customer/update {email, cellphone, city} → the saved customer, which replaces the cached one. */
export function useUpdateCustomer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerUpdateBody) =>
      api.put<{ customer?: Customer; message?: string }>('/customer/update', { ...body }),
    onSuccess: (answer) => {
      if (answer !== false && answer.response && answer.customer)
        queryClient.setQueryData(customerKey, answer.customer);
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
    mutationFn: () => api.get<{ message?: string }>('/customer_email/resend_validation'),
    onSuccess: (answer) => {
      if (answer === false || !answer.response) return;
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
      api.post<{ message?: string }>('/credentials/update_access_password', { ...body }),
  });
}

/** POST /address/data {type: 'cities', id: 26}: the cities of São Paulo, the catalogue's only state. */
export function useCities() {
  const api = useApi();
  return useQuery({
    queryKey: ['address', 'cities', PLACES.stateId],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<City[]> => {
      return readAnswer(
        await api.post<{ data: City[] }>('/address/data', { type: 'cities', id: PLACES.stateId }),
      ).data;
    },
  });
}
