import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import type { threadSendBody, threadSendResponse } from '../../../../shared/schemas/quote-thread';
import type { Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useRefreshQuotes } from './refresh-quotes';

/* Issue 34 item 8: the messages after the award (the quote's view carries the threads). */

/** POST /quotes/thread_send {req_id, company?, text, file?}. */
export function useSendThreadMessage() {
  const api = useApi();
  const onSuccess = useRefreshQuotes();
  return useMutation({
    mutationFn: (body: z.input<typeof threadSendBody>) =>
      api.post<Shaped<typeof threadSendResponse>>('/quotes/thread_send', { ...body }),
    onSuccess,
  });
}

/** POST /quotes/threads_close {req_id}: the buyer ends the messages. */
export function useCloseThreads() {
  const api = useApi();
  const onSuccess = useRefreshQuotes();
  return useMutation({
    mutationFn: (reqId: string) =>
      api.post<Shaped<typeof messageResponse>>('/quotes/threads_close', { req_id: reqId }),
    onSuccess,
  });
}
