import { useMutation, useQuery } from '@tanstack/react-query';
import { PLACES } from '../../../../shared/limits';
import { readAnswer } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

export interface City {
  id: number;
  cityName: string;
  state: number;
}

/** The wire body of POST /customer/register (the contract keeps both confirmations). */
export interface RegisterPayload {
  name: string;
  document: string;
  email: string;
  emailConfirm: string;
  cellphone: string;
  password: string;
  passwordConfirm: string;
  city: number;
  terms: true;
}

export function useRegisterCustomer() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: RegisterPayload) => api.post<{ message?: string }>('/customer/register', { ...body }),
  });
}

/** POST /address/data {type: 'cities', id: 26}: the cities of São Paulo, the catalogue's only state. */
export function useCities(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['address', 'cities', PLACES.stateId],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<City[]> => {
      return readAnswer(
        await api.post<{ data: City[] }>('/address/data', { type: 'cities', id: PLACES.stateId }),
      ).data;
    },
  });
}
