import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { fileResponse } from '../../../../shared/schemas/envelope';
import type {
  SharedQuote,
  sharedQuoteResponse,
  shareLinkResponse,
  shareLinksResponse,
} from '../../../../shared/schemas/quote-share';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/* Issue 34 item 5: the comparison as a spreadsheet or a PDF, and read-only share links (decision 0036). */

const linksKey = (reqId: string) => ['quotes', 'share-links', reqId] as const;

const EXPORT_PATHS = { xlsx: '/quotes/compare_export', pdf: '/quotes/compare_pdf' } as const;
export type CompareFormat = keyof typeof EXPORT_PATHS;

/** POST /quotes/compare_export or /quotes/compare_pdf {req_id}: the comparison (base64), to save. */
export function useCompareExport() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ reqId, format }: { reqId: string; format: CompareFormat }) =>
      readAnswer(await api.post<Shaped<typeof fileResponse>>(EXPORT_PATHS[format], { req_id: reqId })),
  });
}

/** POST /quotes/share_links {req_id}: the quote's live links (without their URLs). */
export function useShareLinks(reqId: string) {
  const api = useApi();
  return useQuery({
    queryKey: linksKey(reqId),
    queryFn: async ({ signal }) =>
      readAnswer(
        await api.post<Shaped<typeof shareLinksResponse>>(
          '/quotes/share_links',
          { req_id: reqId },
          { signal },
        ),
      ).data,
  });
}

/** POST /quotes/share_link {req_id}: a new link, its URL answered this once. */
export function useCreateShareLink(reqId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readAnswer(await api.post<Shaped<typeof shareLinkResponse>>('/quotes/share_link', { req_id: reqId }))
        .data,
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey(reqId) }),
  });
}

/** POST /quotes/share_link_revoke {req_id: the link's}: the live links left. */
export function useRevokeShareLink(reqId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (linkReqId: string) =>
      readAnswer(
        await api.post<Shaped<typeof shareLinksResponse>>('/quotes/share_link_revoke', { req_id: linkReqId }),
      ).data,
    onSuccess: (links) => client.setQueryData(linksKey(reqId), links),
  });
}

/** POST /quotes/shared {token}: what a share link reads (no login needed). */
export function useSharedQuote(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['shared-quote', token],
    queryFn: async ({ signal }): Promise<SharedQuote> =>
      readAnswer(await api.post<Shaped<typeof sharedQuoteResponse>>('/quotes/shared', { token }, { signal }))
        .data,
    retry: false,
  });
}
