import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reqIdBody } from '../../../shared/schemas/common';
import { messageResponse } from '../../../shared/schemas/envelope';
import {
  CLAIM,
  claimApproveBody,
  claimInviteBody,
  claimInviteResponse,
  claimLangBody,
  claimListingsBody,
  claimListingsResponse,
  claimQueueBody,
  claimQueueResponse,
  claimRefuseBody,
} from '../../../shared/schemas/listing-claims';
import { userIdOf } from '../../plugins/session';
import { actorOf } from '../admin/staff-service';
import { LIMITS } from '../rate-limit/rate-limit-service';
import { approveClaim, claimQueue, refuseClaim } from './claims-admin-service';
import {
  changeListingLang,
  claimListingsPage,
  inviteListings,
  resendInvitation,
  revokeInvitation,
} from './invitations-service';

/**
 * The association's side of claiming (issue 33 item 3, decision 0039): invitations to unclaimed
 * listings and the queue of claims staff decide. Every route is `admin`, declared once below; every
 * write is in the audit log.
 */
export default async function claimAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' as const };
  const tags = ['admin'];
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));
  const pace = `${LIMITS.claimInviteUser.max} invitation calls per admin in an hour, then AUT002`;

  r.post('/admin/claims/listings', {
    config,
    schema: {
      tags,
      summary:
        "The unclaimed listings, newest first, each with its invitation's state (none, queued, sent, expired, failed: the address refused it, revoked, used) and whether its address failed before; search by name or e-mail, filter by state, page",
      body: claimListingsBody,
      response: { 200: claimListingsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await claimListingsPage(app, request.body)),
    }),
  });

  r.post('/admin/claims/invite', {
    config,
    schema: {
      tags,
      summary: `Queues an invitation to claim to every unclaimed listing with an e-mail ({ all: true }) or to those named (req_ids, up to ${CLAIM.selectMax}); listings claimed, invited already (a live invitation) or whose address failed before are left out (skipped). The job sends them ${CLAIM.batchSize} at a time, each in the listing's language with a one-time link valid ${CLAIM.invitationDays} days. ${pace}`,
      body: claimInviteBody,
      response: { 200: claimInviteResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await inviteListings(app, await actor(request), request.body, request.lang)),
    }),
  });

  r.post('/admin/claims/resend', {
    config,
    schema: {
      tags,
      summary: `A new invitation to the listing (req_id: the company's) replaces its live one, whose link stops working. Unknown: NFD001; claimed: CLM003; its address failed before: CLM006. ${pace}`,
      body: reqIdBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await resendInvitation(app, await actor(request), request.body.req_id, request.lang)),
    }),
  });

  r.post('/admin/claims/revoke', {
    config,
    schema: {
      tags,
      summary:
        "Withdraws the listing's live invitation (req_id: the company's): its link stops working at once. None live: NFD001",
      body: reqIdBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await revokeInvitation(app, await actor(request), request.body.req_id, request.lang)),
    }),
  });

  r.post('/admin/claims/lang', {
    config,
    schema: {
      tags,
      summary:
        "The language of the e-mails to an unclaimed listing's address (pt-BR by default). Claimed: CLM003",
      body: claimLangBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await changeListingLang(app, await actor(request), request.body, request.lang)),
    }),
  });

  r.post('/admin/claims/queue', {
    config,
    schema: {
      tags,
      summary:
        'Claims waiting for the association, oldest first: the listing (its e-mail and website, whether it is claimed already), the claimant, the work e-mail they gave and what they wrote',
      body: claimQueueBody,
      response: { 200: claimQueueResponse },
    },
    handler: async (request) => ({ response: true as const, ...(await claimQueue(app, request.body.page)) }),
  });

  r.post('/admin/claims/approve', {
    config,
    schema: {
      tags,
      summary:
        "Approves a waiting claim (req_id: the claim's): the claimant becomes the owner (of a claimed listing too: it changes hands) and is told by e-mail and notification in their language. Unknown: NFD001; decided already: CLM004; the claimant owns another company: CLM002",
      body: claimApproveBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await approveClaim(app, await actor(request), request.body.req_id, request.lang)),
    }),
  });

  r.post('/admin/claims/refuse', {
    config,
    schema: {
      tags,
      summary:
        'Refuses a waiting claim with a reason; the claimant is told by e-mail and notification in their language. Unknown: NFD001; decided already: CLM004',
      body: claimRefuseBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await refuseClaim(app, await actor(request), request.body, request.lang)),
    }),
  });
}
