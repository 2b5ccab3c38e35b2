import { useQuery } from '@tanstack/react-query';
import type { listInfoResponse } from '../../../../shared/schemas/catalogue-read';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

/** GET /companies/list_info: the options of the company filters (categories, cities, states). */
export function useListInfo() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['catalogue', 'list-info', lang],
    queryFn: async ({ signal }) =>
      readAnswer(await api.get<Shaped<typeof listInfoResponse>>('/companies/list_info', { signal })),
  });
}
