import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { companyInsightsResponse } from '../../../../shared/schemas/insights';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

export type Insights = Shaped<typeof companyInsightsResponse>['data'];

const KEY = ['company', 'insights'] as const;

/** POST /company/insights: the caller's company's figures (issue 35). */
export function useCompanyInsights() {
  const api = useApi();
  return useQuery({
    queryKey: KEY,
    queryFn: async (): Promise<Insights> =>
      readAnswer(await api.post<Shaped<typeof companyInsightsResponse>>('/company/insights')).data,
  });
}

/** POST /company/insights_digest: the monthly e-mail on or off. */
export function useDigestSwitch() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => readAnswer(await api.post('/company/insights_digest', { on })),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
