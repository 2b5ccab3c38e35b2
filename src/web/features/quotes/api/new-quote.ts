import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { attachmentObject } from '../../../../shared/schemas/file-fields';
import type { NewQuoteBody } from '../../../../shared/schemas/quote';
import type { QuoteItemInput } from '../../../../shared/schemas/quote-items';
import type { newQuoteResponse } from '../../../../shared/schemas/quote-read';
import type { Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** One attachment as the API takes it (the shared schema's input): name and base64 bytes. */
export type AttachmentPayload = z.input<typeof attachmentObject>;

/** The wire body: the shared schema's input, attachments as `{ name, content }` (DECISIONS.md 3). */
export type NewQuotePayload = Omit<NewQuoteBody, 'attachments' | 'items'> & {
  attachments: AttachmentPayload[] | null;
  /** Issue 34: left out for a request without items, so the spec's body is unchanged. */
  items?: QuoteItemInput[];
};

/** POST /quotes/new → `{ message, data: { reqId, recipients } }`; needs a logged-in user. */
export function useCreateQuote() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: NewQuotePayload) =>
      api.post<Shaped<typeof newQuoteResponse>>('/quotes/new', { ...body }),
  });
}
