import { useQuery } from '@tanstack/react-query';
import type { ownResponsivenessResponse } from '../../../../shared/schemas/responsiveness';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** GET /company/responsiveness: the caller's company's own figures (issue 18 item 6). */
export function useOwnResponsiveness() {
  const api = useApi();
  return useQuery({
    queryKey: ['company', 'responsiveness'],
    queryFn: async () =>
      readAnswer(await api.get<Shaped<typeof ownResponsivenessResponse>>('/company/responsiveness')).data,
  });
}
