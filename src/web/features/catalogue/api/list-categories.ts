import { useQuery } from '@tanstack/react-query';
import type { categoriesResponse } from '../../../../shared/schemas/catalogue-read';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import { readAnswer } from './read-answer';

/** GET /categories/list: the categories that have companies, named in the UI language. */
export function useCategories() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['catalogue', 'categories', lang],
    queryFn: async ({ signal }) =>
      readAnswer<typeof categoriesResponse>(await api.get('/categories/list', { signal })).data,
  });
}
