import { z } from 'zod';
import { LANGS } from '../lang';
import { TEXT } from '../limits';
import { isValidCnpj, stripCnpj } from '../rules/cnpj';
import { emailField, optionalFormatted, optionalText, reqIdField, requiredText, typeError } from './common';
import { ok } from './envelope';
import { optionalAttachmentField } from './file-fields';
import { proposalFields, refineProposal } from './quote';
import { quoteItem } from './quote-items';
import { quoteContact } from './quote-outcome';
import { quoteAttachmentItem, quoteProposalItem, quoteQuestionItem, quoteStatus } from './quote-read';
import { SHARED_QUOTE_PATH, sharedQuoteBody } from './quote-share';
import { THREAD_TEXT_MAX, threadMessage } from './quote-thread';

export const OUTSIDE_QUOTE_PATH = SHARED_QUOTE_PATH;

/*
 * Suppliers outside the catalogue (issue 34 item 7, decision 0045). The buyer invites an address to
 * one open quote; the address gets the request in the language the buyer chose, with a link whose
 * token alone reaches that quote: read it, ask, propose, without an account. Limits keep it from
 * being a mailing channel: OUTSIDE.buyerPerDay invitations per buyer and OUTSIDE.addressPerDay per
 * address (whoever invites) in 24 hours, OUTSIDE.perQuote per quote.
 */
export const OUTSIDE = { days: 30, buyerPerDay: 20, addressPerDay: 3, perQuote: 10 } as const;

// An invitation's link is `/shared-quote/o.<token>` (OUTSIDE_TOKEN_PREFIX, src/shared/quote-link.ts):
// the route table is in the home page's script, which has no room for another route (decision 0045).

/** POST /quotes/outside_invite */
export const outsideInviteBody = z.object({
  req_id: reqIdField,
  email: emailField(),
  cnpj: optionalFormatted('v.cnpj', isValidCnpj, stripCnpj, TEXT.cnpj).describe(
    'Optional. The supplier’s CNPJ when known, formatted or as 14 digits',
  ),
  name: optionalText(TEXT.companyName).describe('Optional. How the buyer names the supplier'),
  language: z.enum(LANGS, { error: typeError() }).describe('The language of the e-mail and the link’s page'),
});
export type OutsideInviteBody = z.infer<typeof outsideInviteBody>;

export const OUTSIDE_INVITE_STATES = ['queued', 'sent', 'failed', 'revoked', 'expired'] as const;

export const outsideInvite = z.object({
  /** Names the invitation to revoke it (POST /quotes/outside_revoke). */
  reqId: z.string(),
  email: z.string(),
  cnpj: z.string().nullable(),
  name: z.string().nullable(),
  language: z.enum(LANGS),
  createdAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(OUTSIDE_INVITE_STATES),
  /** Whether a proposal came through it. */
  proposed: z.boolean(),
  /**
   * Decision 0048: the catalogue company it reached once that company listed with this address;
   * its link stops and the request goes on with the company (its page: /company/{reqId}). Absent
   * otherwise.
   */
  company: z.object({ reqId: z.string(), name: z.string() }).optional(),
});
export type OutsideInvite = z.infer<typeof outsideInvite>;

/** POST /quotes/outside_invite, outside_invites and outside_revoke: the quote's invitations, newest first. */
export const outsideInvitesResponse = ok({ data: z.array(outsideInvite) });

/** POST /quotes/outside_revoke: the invitation's reqId. */
export const outsideRevokeBody = z.object({ req_id: reqIdField });

/** POST /quotes/outside/read: the token of the invitation's link. */
export const outsideTokenBody = sharedQuoteBody;
export type OutsideTokenBody = z.infer<typeof outsideTokenBody>;

/** POST /quotes/outside/question */
export const outsideQuestionBody = outsideTokenBody.extend({
  question: requiredText(TEXT.question),
});
export type OutsideQuestionBody = z.infer<typeof outsideQuestionBody>;

/** POST /quotes/outside/proposal: the fields of POST /quotes/proposal_send, the token for req_id. */
export const outsideProposalBody = outsideTokenBody.extend(proposalFields).superRefine(refineProposal);
export type OutsideProposalBody = z.infer<typeof outsideProposalBody>;

/** POST /quotes/outside/thread_send: the winner's message to the buyer (decision 0050). */
export const outsideThreadSendBody = outsideTokenBody.extend({
  text: requiredText(THREAD_TEXT_MAX),
  file: optionalAttachmentField,
});
export type OutsideThreadSendBody = z.output<typeof outsideThreadSendBody>;

/** POST /quotes/outside/file: an attachment of the invitation's quote. */
export const outsideFileBody = outsideTokenBody.extend({ file: reqIdField });

/** What the link's page reads: the request, and what this supplier asked and sent. */
export const outsideQuote = z.object({
  title: z.string(),
  description: z.string(),
  categoryName: z.string(),
  dateOpen: z.string(),
  deadline: z.string().nullable(),
  status: quoteStatus,
  statusDesc: z.string(),
  /** 1, or the revision round the buyer asked for. */
  round: z.number().int(),
  /** Whether a question or proposal may be sent now (open, before the deadline, in the round). */
  canSend: z.boolean(),
  items: z.array(quoteItem),
  attachments: z.array(quoteAttachmentItem),
  questions: z.array(quoteQuestionItem),
  proposals: z.array(quoteProposalItem),
  invite: z.object({ email: z.string(), name: z.string().nullable(), expiresAt: z.string() }),
  /**
   * Decision 0047: once this supplier won the quote or items of it, the buyer's contact, as the
   * chosen company's view has it (`customerContact`). Absent otherwise.
   */
  customerContact: quoteContact.optional(),
  /**
   * Decision 0050: once this supplier won the quote or items of it, its thread with the buyer
   * (oldest first) and whether the buyer closed it; POST /quotes/outside/thread_send writes in it.
   * Absent otherwise.
   */
  thread: z.object({ closed: z.boolean(), messages: z.array(threadMessage) }).optional(),
});
export type OutsideQuote = z.infer<typeof outsideQuote>;

export const outsideQuoteResponse = ok({ data: outsideQuote });

/** POST /quotes/outside/question: the question as stored. */
export const outsideQuestionResponse = ok({
  message: z.string(),
  question: z.object({ reqId: z.string(), question: z.string(), dateQuestion: z.string() }),
});

/** POST /quotes/outside/proposal: when it was stored. */
export const outsideProposalResponse = ok({ message: z.string(), date: z.string() });
