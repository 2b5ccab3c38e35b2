import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRatingsBody, adminRatingsResponse } from '../../../../shared/schemas/rating-moderation';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** The ratings list's filter: the body of POST /admin/ratings/list. */
export type RatingFilter = AdminRatingsBody;

export function useAdminRatings(filter: RatingFilter) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'ratings', filter] as const,
    queryFn: async () =>
      readAnswer(await api.post<Shaped<typeof adminRatingsResponse>>('/admin/ratings/list', { ...filter })),
  });
}

const PATHS = {
  hide: '/admin/ratings/hide',
  restore: '/admin/ratings/restore',
  keep: '/admin/ratings/dismiss_report',
  hideReply: '/admin/ratings/hide_reply',
  restoreReply: '/admin/ratings/restore_reply',
} as const;
export type RatingDecision = keyof typeof PATHS;

/**
 * Hide (with a reason), restore or keep a rating, or hide (with a reason) or restore the company's
 * answer to it; answers the server's message for the toast.
 */
export function useModerateRating() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { decision: RatingDecision; reqId: string; reason?: string }) =>
      readAnswer(
        await api.post<{ message: string }>(PATHS[input.decision], {
          req_id: input.reqId,
          ...(input.reason === undefined ? {} : { reason: input.reason }),
        }),
      ),
    // The audit log and the lists move with every decision.
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
