import { useQuery } from '@tanstack/react-query';
import { PLACES } from '../../shared/limits';
import type { categoriesResponse, citiesResponse } from '../../shared/schemas/catalogue-read';
import { readAnswer, type Shaped } from './api-answer';
import { useApi } from './services';
import { useLanguage } from './use-language';

/*
 * Reads of the public catalogue that several features need (register, account, company, catalogue,
 * quotes): one hook each, so every feature shares one query key and one cached answer.
 */

/** POST /address/data {type: 'cities', id: 26}: the cities of São Paulo, the catalogue's only state. */
export function useCities(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: ['address', 'cities', PLACES.stateId],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () =>
      readAnswer(
        await api.post<Shaped<typeof citiesResponse>>('/address/data', {
          type: 'cities',
          id: PLACES.stateId,
        }),
      ).data,
  });
}

/** GET /categories/list: the categories that have companies, named in the UI language. */
export function useCategories() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['catalogue', 'categories', lang],
    queryFn: async ({ signal }) =>
      readAnswer(await api.get<Shaped<typeof categoriesResponse>>('/categories/list', { signal })).data,
  });
}
