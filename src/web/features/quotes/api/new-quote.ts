import { useMutation } from '@tanstack/react-query';
import type { NewQuoteBody } from '../../../../shared/schemas/quote';
import type { newQuoteResponse } from '../../../../shared/schemas/quote-read';
import type { Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** One attachment as the API takes it: the file name and its bytes as base64 without a data: prefix. */
export interface AttachmentPayload {
  name: string;
  content: string;
}

/** The wire body: the shared schema's input, attachments as `{ name, content }` (DECISIONS.md 3). */
export type NewQuotePayload = Omit<NewQuoteBody, 'attachments'> & { attachments: AttachmentPayload[] | null };

/** POST /quotes/new → `{ message, data: { reqId, recipients } }`; needs a logged-in user. */
export function useCreateQuote() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: NewQuotePayload) =>
      api.post<Shaped<typeof newQuoteResponse>>('/quotes/new', { ...body }),
  });
}
