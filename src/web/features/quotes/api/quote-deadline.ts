import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  quoteDeadlineBody,
  quoteDeadlineResponse,
  quoteDeclineBody,
  quoteDeclineResponse,
} from '../../../../shared/schemas/quote-deadline';
import type { quoteRevisionBody, quoteRevisionResponse } from '../../../../shared/schemas/quote-round';
import type { Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useRefreshQuotes } from './refresh-quotes';

/** POST /quotes/deadline {req_id, deadline}: a later deadline for an open quote of the caller. */
export function useExtendDeadline() {
  const api = useApi();
  const onSuccess = useRefreshQuotes();
  return useMutation({
    mutationFn: (body: z.input<typeof quoteDeadlineBody>) =>
      api.post<Shaped<typeof quoteDeadlineResponse>>('/quotes/deadline', { ...body }),
    onSuccess,
  });
}

/** POST /quotes/decline {req_id, reason, note}: the caller's company will not quote. */
export function useDeclineQuote() {
  const api = useApi();
  const onSuccess = useRefreshQuotes();
  return useMutation({
    mutationFn: (body: z.output<typeof quoteDeclineBody>) =>
      api.post<Shaped<typeof quoteDeclineResponse>>('/quotes/decline', { ...body }),
    onSuccess,
  });
}

/** POST /quotes/revision_request {req_id, deadline, note}: revised offers from those who proposed. */
export function useRequestRevision() {
  const api = useApi();
  const onSuccess = useRefreshQuotes();
  return useMutation({
    mutationFn: (body: z.output<typeof quoteRevisionBody>) =>
      api.post<Shaped<typeof quoteRevisionResponse>>('/quotes/revision_request', { ...body }),
    onSuccess,
  });
}
