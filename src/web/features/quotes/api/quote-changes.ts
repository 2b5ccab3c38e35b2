import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import type { proposalSendBody, QuestionAnswerBody, QuestionAskBody } from '../../../../shared/schemas/quote';
import type { AwardItemsBody } from '../../../../shared/schemas/quote-award';
import type {
  awardItemsResponse,
  proposalSendResponse,
  questionAskResponse,
  quoteStatusResponse,
} from '../../../../shared/schemas/quote-read';
import { isOk, type Shaped } from '../../../lib/api-answer';
import type { ApiAnswer } from '../../../lib/api-client';
import { useApi } from '../../../lib/services';
import type { AttachmentPayload } from './new-quote';

/*
 * The writes on one quote (PRODUCT.md 7). Each refreshes the quote and the lists on success, so
 * the modal and the tables show the new state the server decided.
 */
function useQuoteWrite<B, T extends { message?: string }>(send: (body: B) => Promise<ApiAnswer<T>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: ['quotes'] });
    },
  });
}

/** PUT /quotes/update {req_id, description, attachments}: the title is read-only. */
export function useUpdateQuote() {
  const api = useApi();
  return useQuoteWrite(
    (body: { req_id: string; description: string; attachments: AttachmentPayload[] | null }) =>
      api.put<Shaped<typeof messageResponse>>('/quotes/update', body),
  );
}

/** DELETE /quotes/cancel {req_id}: only from status a. */
export function useCancelQuote() {
  const api = useApi();
  return useQuoteWrite((reqId: string) =>
    api.del<Shaped<typeof quoteStatusResponse>>('/quotes/cancel', { req_id: reqId }),
  );
}

/** POST /quotes/question_ask {req_id, question}: a recipient company, while the quote is open. */
export function useAskQuestion() {
  const api = useApi();
  return useQuoteWrite((body: QuestionAskBody) =>
    api.post<Shaped<typeof questionAskResponse>>('/quotes/question_ask', { ...body }),
  );
}

/** POST /quotes/question_answer {req_id, answer}: req_id is the question's. */
export function useAnswerQuestion() {
  const api = useApi();
  return useQuoteWrite((body: QuestionAnswerBody) =>
    api.post<Shaped<typeof messageResponse>>('/quotes/question_answer', { ...body }),
  );
}

/** POST /quotes/proposal_send {req_id, proposal}: one PDF as base64. */
export function useSendProposal() {
  const api = useApi();
  // The schema's input: the PDF as base64 (the output is the decoded file) and the terms as given.
  return useQuoteWrite((body: z.input<typeof proposalSendBody>) =>
    api.post<Shaped<typeof proposalSendResponse>>('/quotes/proposal_send', body),
  );
}

/** POST /quotes/proposal_chosen {req_id}: req_id is the proposal's. */
export function useChooseProposal() {
  const api = useApi();
  return useQuoteWrite((reqId: string) =>
    api.post<Shaped<typeof quoteStatusResponse>>('/quotes/proposal_chosen', { req_id: reqId }),
  );
}

/** POST /quotes/award_items {req_id, awards}: every item of the quote to one supplier (issue 34 item 4). */
export function useAwardItems() {
  const api = useApi();
  return useQuoteWrite((body: AwardItemsBody) =>
    api.post<Shaped<typeof awardItemsResponse>>('/quotes/award_items', { ...body }),
  );
}
