import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListingRemindBody,
  listingInsightsResponse,
  listingRemindResponse,
} from '../../../../shared/schemas/listing-insights';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

export type Listings = Shaped<typeof listingInsightsResponse>['data'];

/** POST /admin/listings/insights: what the catalogue brings its companies (admin only; the server checks). */
export function useListings() {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'listings'],
    queryFn: async (): Promise<Listings> =>
      readAnswer(await api.post<Shaped<typeof listingInsightsResponse>>('/admin/listings/insights', {})).data,
  });
}

/** POST /admin/listings/remind: e-mails the owners of one list; the lists then show when. */
export function useRemind() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ListingRemindBody) =>
      readAnswer(await api.post<Shaped<typeof listingRemindResponse>>('/admin/listings/remind', body)),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'listings'] }),
  });
}
