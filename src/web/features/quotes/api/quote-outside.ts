import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  OutsideInviteBody,
  OutsideQuote,
  outsideInvitesResponse,
  outsideProposalBody,
  outsideProposalResponse,
  outsideQuestionResponse,
  outsideQuoteResponse,
  outsideThreadSendBody,
} from '../../../../shared/schemas/quote-outside';
import type { quoteFileResponse } from '../../../../shared/schemas/quote-read';
import type { threadSendResponse } from '../../../../shared/schemas/quote-thread';
import { isOk, readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/* Issue 34 item 7 (decision 0045): suppliers outside the catalogue, the buyer's side and the link's. */

const invitesKey = (reqId: string) => ['quotes', 'outside-invites', reqId] as const;
const outsideKey = (token: string) => ['outside-quote', token] as const;

/** POST /quotes/outside_invites {req_id}: the quote's invitations, newest first. */
export function useOutsideInvites(reqId: string) {
  const api = useApi();
  return useQuery({
    queryKey: invitesKey(reqId),
    queryFn: async ({ signal }) =>
      readAnswer(
        await api.post<Shaped<typeof outsideInvitesResponse>>(
          '/quotes/outside_invites',
          { req_id: reqId },
          { signal },
        ),
      ).data,
  });
}

/** POST /quotes/outside_invite: answers the raw answer, so the form shows a refusal's fields. */
export function useInviteOutside(reqId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<OutsideInviteBody, 'req_id'>) =>
      api.post<Shaped<typeof outsideInvitesResponse>>('/quotes/outside_invite', { req_id: reqId, ...body }),
    onSuccess: (answer) => {
      if (isOk(answer)) client.setQueryData(invitesKey(reqId), answer.data);
    },
  });
}

/** POST /quotes/outside_revoke {req_id: the invitation's}. */
export function useRevokeOutside(reqId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (inviteReqId: string) =>
      readAnswer(
        await api.post<Shaped<typeof outsideInvitesResponse>>('/quotes/outside_revoke', {
          req_id: inviteReqId,
        }),
      ).data,
    onSuccess: (rows) => client.setQueryData(invitesKey(reqId), rows),
  });
}

/** POST /quotes/outside/read {token}: what the invitation's link reads (no login). */
export function useOutsideQuote(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: outsideKey(token),
    queryFn: async ({ signal }): Promise<OutsideQuote> =>
      readAnswer(
        await api.post<Shaped<typeof outsideQuoteResponse>>('/quotes/outside/read', { token }, { signal }),
      ).data,
    retry: false,
  });
}

/** POST /quotes/outside/question {token, question}. */
export function useOutsideAsk(token: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (question: string) =>
      api.post<Shaped<typeof outsideQuestionResponse>>('/quotes/outside/question', { token, question }),
    onSuccess: () => client.invalidateQueries({ queryKey: outsideKey(token) }),
  });
}

/** POST /quotes/outside/proposal: the proposal_send body with the token for req_id. */
export function useOutsideProposal(token: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof outsideProposalBody>) =>
      api.post<Shaped<typeof outsideProposalResponse>>('/quotes/outside/proposal', body),
    onSuccess: () => client.invalidateQueries({ queryKey: outsideKey(token) }),
  });
}

/** POST /quotes/outside/file {token, file}: an attachment of the invitation's quote. */
export function useOutsideFile(token: string) {
  const api = useApi();
  return useMutation({
    mutationFn: async (file: string) =>
      readAnswer(await api.post<Shaped<typeof quoteFileResponse>>('/quotes/outside/file', { token, file })),
  });
}

/** POST /quotes/outside/thread_send {token, text, file?}: an outside winner writes to the buyer (0050). */
export function useOutsideThreadSend(token: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof outsideThreadSendBody>) =>
      api.post<Shaped<typeof threadSendResponse>>('/quotes/outside/thread_send', body),
    onSuccess: () => client.invalidateQueries({ queryKey: outsideKey(token) }),
  });
}
