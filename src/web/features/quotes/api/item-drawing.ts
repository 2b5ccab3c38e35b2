import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeBase64 } from '../../../../shared/rules/base64';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import type { ItemDrawingBody, itemDrawingResponse } from '../../../../shared/schemas/quote-item-drawing';
import type { quoteInfoResponse } from '../../../../shared/schemas/quote-read';
import { isOk, type Shaped } from '../../../lib/api-answer';
import type { ApiAnswer, ApiClient } from '../../../lib/api-client';
import { serverProblem } from '../../../lib/server-errors';
import { useApi } from '../../../lib/services';

/* An item's drawing or datasheet (issue 34 item 1, decision 0046). */

/** POST /quotes/item_drawing {req_id, item, file: {name, content}} with a browser file's bytes. */
export async function sendItemDrawing(api: ApiClient, quote: string, item: string, file: File) {
  const content = encodeBase64(new Uint8Array(await file.arrayBuffer()));
  const body: ItemDrawingBody = { req_id: quote, item, file: { name: file.name, content } };
  return api.post<Shaped<typeof itemDrawingResponse>>('/quotes/item_drawing', { ...body });
}

/**
 * After POST /quotes/new: each picked drawing goes to its item, found by position in the new
 * quote's items. Answers each refusal in words (the file named), none when all were taken.
 */
export async function sendNewQuoteDrawings(
  api: ApiClient,
  quote: string,
  drawings: readonly (File | undefined)[],
  fallback: string,
): Promise<string[]> {
  if (!drawings.some(Boolean)) return [];
  const info = await api.post<Shaped<typeof quoteInfoResponse>>('/quotes/info_customer', { req_id: quote });
  if (!isOk(info)) return [serverProblem(info, fallback) ?? fallback];
  const items = info.quote.items ?? [];
  const problems: string[] = [];
  for (const [index, file] of drawings.entries()) {
    const item = items[index];
    if (!file || !item) continue;
    const answer = await sendItemDrawing(api, quote, item.reqId, file);
    const problem = serverProblem(answer, fallback);
    if (problem !== null) problems.push(problem);
  }
  return problems;
}

/** Attach (or replace) and remove on the quote's view; the quote is read again after each. */
export function useItemDrawing(quote: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = (answer: ApiAnswer<object>) => {
    if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: ['quotes'] });
  };
  return {
    attach: useMutation({
      mutationFn: ({ item, file }: { item: string; file: File }) => sendItemDrawing(api, quote, item, file),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (item: string) =>
        api.post<Shaped<typeof messageResponse>>('/quotes/item_drawing_remove', { req_id: quote, item }),
      onSuccess: refresh,
    }),
  };
}
