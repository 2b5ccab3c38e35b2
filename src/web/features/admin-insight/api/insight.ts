import { useQuery } from '@tanstack/react-query';
import type { adminInsightResponse } from '../../../../shared/schemas/admin-insight';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

export type Insight = Shaped<typeof adminInsightResponse>['data'];

/** POST /admin/insight: the dashboard of the last `weeks` weeks (admin only; the server checks). */
export function useInsight(weeks: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'insight', weeks],
    queryFn: async (): Promise<Insight> =>
      readAnswer(await api.post<Shaped<typeof adminInsightResponse>>('/admin/insight', { weeks })).data,
  });
}
