import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { categoriesResponse } from '../../../../shared/schemas/catalogue-read';
import { readAnswer } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

export type QuoteCategory = z.output<typeof categoriesResponse>['data'][number];

/**
 * GET /categories/list: the categories that have companies, named in the UI language, for the new
 * quote's select. Same key as the catalogue's list, so the two share one cached answer.
 */
export function useQuoteCategories() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['catalogue', 'categories', lang],
    queryFn: async ({ signal }): Promise<QuoteCategory[]> => {
      return readAnswer(await api.get<{ data: QuoteCategory[] }>('/categories/list', { signal })).data;
    },
  });
}
