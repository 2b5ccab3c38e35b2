import { useQuery } from '@tanstack/react-query';
import type { AdminSearchLogBody, adminSearchLogResponse } from '../../../../shared/schemas/search-log';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** POST /admin/search_log: a month's most frequent searches and those that found nothing. */
export function useAdminSearches(filter: AdminSearchLogBody) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'searches', filter] as const,
    queryFn: async () =>
      readAnswer(await api.post<Shaped<typeof adminSearchLogResponse>>('/admin/search_log', { ...filter })),
  });
}
