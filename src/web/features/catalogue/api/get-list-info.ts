import { useQuery } from '@tanstack/react-query';
import type { listInfoResponse } from '../../../../shared/schemas/catalogue-read';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import { readAnswer } from './read-answer';

/** GET /companies/list_info: the options of the company filters (categories, cities, states). */
export function useListInfo() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['catalogue', 'list-info', lang],
    queryFn: async ({ signal }) =>
      readAnswer<typeof listInfoResponse>(await api.get('/companies/list_info', { signal })),
  });
}
