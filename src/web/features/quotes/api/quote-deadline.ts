import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  quoteDeadlineBody,
  quoteDeadlineResponse,
  quoteDeclineBody,
  quoteDeclineResponse,
} from '../../../../shared/schemas/quote-deadline';
import type { quoteRevisionBody, quoteRevisionResponse } from '../../../../shared/schemas/quote-round';
import { isOk, type Shaped } from '../../../lib/api-answer';
import type { ApiAnswer } from '../../../lib/api-client';
import { useApi } from '../../../lib/services';

/** Refreshes the quote and the lists after a write the server accepted. */
function useRefreshQuotes() {
  const queryClient = useQueryClient();
  return (answer: ApiAnswer<object>) => {
    if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: ['quotes'] });
  };
}

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
