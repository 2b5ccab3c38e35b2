import { useQuery } from '@tanstack/react-query';
import type { categoriesResponse } from '../../../../shared/schemas/catalogue-read';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

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
