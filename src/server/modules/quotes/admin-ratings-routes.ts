import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/schemas/envelope';
import {
  adminRatingBody,
  adminRatingHideBody,
  adminRatingsBody,
  adminRatingsResponse,
} from '../../../shared/schemas/rating-moderation';
import { userIdOf } from '../../plugins/session';
import { actorOf } from '../admin/staff-service';
import { moderateReply } from './admin-rating-replies-service';
import { adminRatings, moderateRating } from './admin-ratings-service';

/**
 * The association moderates ratings, all `admin`: the reported ones first, then hide (with a
 * reason), restore, or keep (close the report); and the companies' answers to them: hide (with a
 * reason) or restore. Every decision is in the audit log. Every route here is `admin`, declared once
 * below (issue 31 item 4).
 */
export default async function ratingsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' as const };
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));
  const tags = ['admin'];

  r.post('/admin/ratings/list', {
    config,
    schema: {
      tags,
      summary:
        "Ratings, newest first: status reported (an open report of the rated company's owner; the default)|hidden|all, search (words of the company's trade name), page. Each with its scores, texts, the open report and the hiding, and the company's answer (reply, replyDate, replyHiddenAt, replyHiddenReason); reqId is the rated proposal's. Nothing of the rater (name, CPF, e-mail, phone)",
      body: adminRatingsBody,
      response: { 200: adminRatingsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await adminRatings(app.db, request.body)),
    }),
  });

  r.post('/admin/ratings/hide', {
    config,
    schema: {
      tags,
      summary:
        "Hide a rating with a reason (up to 500 characters): it leaves the company's public page, its rate and count, rich results and the owner's list at once; an open report is closed. The rater is notified with the reason, the reporting owner of the decision. Already hidden: RTG003; unknown reqId: NFD001",
      body: adminRatingHideBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await moderateRating(app.db, await actor(request), 'hide', request.body, request.lang),
    }),
  });

  r.post('/admin/ratings/restore', {
    config,
    schema: {
      tags,
      summary: 'Show a hidden rating again (the company figures follow at once). Not hidden: RTG003',
      body: adminRatingBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await moderateRating(app.db, await actor(request), 'restore', request.body, request.lang),
    }),
  });

  r.post('/admin/ratings/dismiss_report', {
    config,
    schema: {
      tags,
      summary:
        'Keep a reported rating: the report is closed, the rating stays public, and the owner who reported it is notified. No open report: RTG004',
      body: adminRatingBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await moderateRating(
        app.db,
        await actor(request),
        'dismissReport',
        request.body,
        request.lang,
      ),
    }),
  });

  r.post('/admin/ratings/hide_reply', {
    config,
    schema: {
      tags,
      summary:
        "Hide the rated company's answer to a rating with a reason (up to 500 characters): it leaves the public page at once, the rating stays; the owner is notified with the reason and cannot rewrite it until restored. No answer: RTG007; already hidden: RTG008; unknown reqId: NFD001",
      body: adminRatingHideBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await moderateReply(app.db, await actor(request), 'hideReply', request.body, request.lang),
    }),
  });

  r.post('/admin/ratings/restore_reply', {
    config,
    schema: {
      tags,
      summary: 'Show a hidden answer of the rated company again. No answer: RTG007; not hidden: RTG008',
      body: adminRatingBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await moderateReply(app.db, await actor(request), 'restoreReply', request.body, request.lang),
    }),
  });
}
