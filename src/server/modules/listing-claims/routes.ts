import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLAIM,
  claimLinkReadResponse,
  claimStartBody,
  claimStartResponse,
  claimTokenBody,
  claimUseResponse,
} from '../../../shared/schemas/listing-claims';
import { userIdOf } from '../../plugins/session';
import { LIMITS } from '../rate-limit/rate-limit-service';
import { readClaimLink, startClaim, useClaimLink } from './claims-service';

/** Claiming a listing (issue 33 item 3, decision 0039): the claimant's calls. */
export default async function claimRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies'];
  const linkLimit = `${LIMITS.claimLinkAddress.max} reads and uses per client address in 10 minutes, then AUT002`;

  r.post('/claims/link_read', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: `The listing a claim link names (an invitation's, valid ${CLAIM.invitationDays} days from sending, or a claim's to a work e-mail, ${CLAIM.claimLinkDays} days): kind, the company's name, city and page, and when the link stops working. Unknown, expired, revoked, used, or the listing claimed meanwhile: CLM001. ${linkLimit}`,
      body: claimTokenBody,
      response: { 200: claimLinkReadResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await readClaimLink(app.db, request.body.token, request.ip),
    }),
  });

  r.post('/claims/link_use', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: `The logged-in caller becomes the owner of the listing the link names (the link proves the company's e-mail) and edits it like any owned company. Once: of parallel uses one wins. Unknown, expired, revoked or used, or a claim link of another account: CLM001; the caller owns a company already: CLM002; the listing was claimed meanwhile: CLM003. ${linkLimit}`,
      body: claimTokenBody,
      response: { 200: claimUseResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await useClaimLink(app.db, userIdOf(request), request.body.token, request.lang, request.ip)),
    }),
  });

  r.post('/claims/start', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: `"Is this your company? Claim it" on a listed company's page. A work e-mail that is the listing's address or on its website's domain gets a link (outcome mailed, valid ${CLAIM.claimLinkDays} days, in the caller's language); any other, or a listing claimed already, waits for the association (outcome pending) with the message (up to ${CLAIM.messageMax} characters). Unknown or not public: NFD001; the caller owns a company already: CLM002; the caller's own company: CLM003; a claim of this listing already open: CLM005. ${LIMITS.claimStartUser.max} claims per account in an hour, then AUT002`,
      body: claimStartBody,
      response: { 200: claimStartResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await startClaim(app, userIdOf(request), request.body, request.lang)),
    }),
  });
}
