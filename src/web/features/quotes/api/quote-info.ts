import { useQuery } from '@tanstack/react-query';
import type { QuoteInfo, quoteInfoResponse } from '../../../../shared/schemas/quote-read';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import type { QuoteSide } from './list-quotes';

export const quoteInfoKey = (side: QuoteSide, reqId: string) => ['quotes', 'info', side, reqId] as const;

/** POST /quotes/info_customer or /quotes/info_company {req_id}: what this side may see of a quote. */
export function useQuoteInfo(side: QuoteSide, reqId: string) {
  const api = useApi();
  return useQuery({
    queryKey: quoteInfoKey(side, reqId),
    queryFn: async ({ signal }): Promise<QuoteInfo> => {
      return readAnswer(
        await api.post<Shaped<typeof quoteInfoResponse>>(
          `/quotes/info_${side}`,
          { req_id: reqId },
          { signal },
        ),
      ).quote;
    },
  });
}
