import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionAnswerBody, QuestionAskBody } from '../../../../shared/schemas/quote';
import type { ApiAnswer } from '../../../lib/api-client';
import { useApi } from '../../../lib/services';
import type { AttachmentPayload } from './new-quote';

/*
 * The writes on one quote (PRODUCT.md 7). Each refreshes the quote and the lists on success, so
 * the modal and the tables show the new state the server decided.
 */
type Written = ApiAnswer<{ message?: string }>;

function useQuoteWrite<B>(send: (body: B) => Promise<Written>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if (answer !== false && answer.response) void queryClient.invalidateQueries({ queryKey: ['quotes'] });
    },
  });
}

/** PUT /quotes/update {req_id, description, attachments}: the title is read-only. */
export function useUpdateQuote() {
  const api = useApi();
  return useQuoteWrite(
    (body: { req_id: string; description: string; attachments: AttachmentPayload[] | null }) =>
      api.put<{ message?: string }>('/quotes/update', body),
  );
}

/** DELETE /quotes/cancel {req_id}: only from status a. */
export function useCancelQuote() {
  const api = useApi();
  return useQuoteWrite((reqId: string) => api.del<{ message?: string }>('/quotes/cancel', { req_id: reqId }));
}

/** POST /quotes/question_ask {req_id, question}: a recipient company, while the quote is open. */
export function useAskQuestion() {
  const api = useApi();
  return useQuoteWrite((body: QuestionAskBody) =>
    api.post<{ message?: string }>('/quotes/question_ask', { ...body }),
  );
}

/** POST /quotes/question_answer {req_id, answer}: req_id is the question's. */
export function useAnswerQuestion() {
  const api = useApi();
  return useQuoteWrite((body: QuestionAnswerBody) =>
    api.post<{ message?: string }>('/quotes/question_answer', { ...body }),
  );
}

/** POST /quotes/proposal_send {req_id, proposal}: one PDF as base64. */
export function useSendProposal() {
  const api = useApi();
  return useQuoteWrite((body: { req_id: string; proposal: string }) =>
    api.post<{ message?: string }>('/quotes/proposal_send', body),
  );
}

/** POST /quotes/proposal_chosen {req_id}: req_id is the proposal's. */
export function useChooseProposal() {
  const api = useApi();
  return useQuoteWrite((reqId: string) =>
    api.post<{ message?: string }>('/quotes/proposal_chosen', { req_id: reqId }),
  );
}
