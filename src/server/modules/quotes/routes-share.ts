import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileResponse } from '../../../shared/schemas/envelope';
import { quoteReqIdBody } from '../../../shared/schemas/quote';
import {
  SHARE,
  sharedQuoteBody,
  sharedQuoteResponse,
  shareLinkResponse,
  shareLinkRevokeBody,
  shareLinksResponse,
} from '../../../shared/schemas/quote-share';
import { userIdOf } from '../../plugins/session';
import { LIMITS } from '../rate-limit/rate-limit-service';
import { compareExport, comparePdfExport } from './quote-compare-export';
import { createShareLink, readSharedQuote, revokeShareLink, shareLinksOf } from './quote-share-service';

/** Issue 34 item 5, "take it to the boss": the comparison as a spreadsheet and as a read-only link. */
export default async function quoteShareRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quotes'];

  r.post('/quotes/compare_export', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The caller's quote comparison as .xlsx (base64 `content`), headers in the caller's language: the request (title, description, requested and exported on, São Paulo time), each item with every compared proposal's unit price and landed cost (numbers with a BRL format; 'cannot supply' in words), the lowest per item and per total marked, then each proposal's goods, taxes, freight and landed total. Anyone else's quote: NFD001",
      body: quoteReqIdBody,
      response: { 200: fileResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await compareExport(app.db, request.body.req_id, userIdOf(request), request.lang)),
    }),
  });

  r.post('/quotes/compare_pdf', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The caller's quote comparison as a PDF (base64 `content`, A4) in the caller's language, for approval: the request (title, description, requested and exported on, São Paulo time), every supplier's latest offer (total or landed total, items priced, delivery, payment terms, validity, freight; the lowest marked), then each item with every supplier's unit price and landed cost (the lowest marked, 'cannot supply' in words). No supplier contact. Anyone else's quote: NFD001",
      body: quoteReqIdBody,
      response: { 200: fileResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await comparePdfExport(app.db, request.body.req_id, userIdOf(request), request.lang)),
    }),
  });

  r.post('/quotes/share_link', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: `A read-only link to the caller's quote's comparison (decision 0036): \`url\` holds a random token, answered this once (only its hash is kept); it reads for ${SHARE.days} days unless revoked. At most ${SHARE.liveLinks} live links per quote (QSH002). Anyone else's quote: NFD001`,
      body: quoteReqIdBody,
      response: { 200: shareLinkResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await createShareLink(app, userIdOf(request), request.body.req_id),
    }),
  });

  r.post('/quotes/share_links', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The live (neither expired nor revoked) share links of the caller's quote, newest first, without their URLs. Anyone else's quote: NFD001",
      body: quoteReqIdBody,
      response: { 200: shareLinksResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await shareLinksOf(app.db, userIdOf(request), request.body.req_id),
    }),
  });

  r.post('/quotes/share_link_revoke', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "Revoke a share link (req_id: the link's) of the caller's quote: it stops reading at once (QSH001). Answers the live links left. Anyone else's link: NFD001",
      body: shareLinkRevokeBody,
      response: { 200: shareLinksResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await revokeShareLink(app.db, userIdOf(request), request.body.req_id),
    }),
  });

  r.post('/quotes/shared', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: `What a share link reads, for anyone holding its token: the request (title, description, category, opened on, status, items) and the item comparison (each supplier's name, goods, taxes, freight, landed total, lowest marks; gaps as null cells). No supplier contact, no requester. Unknown, expired or revoked: QSH001. ${LIMITS.sharedQuoteAddress.max} reads per client address in 10 minutes, then AUT002`,
      body: sharedQuoteBody,
      response: { 200: sharedQuoteResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await readSharedQuote(app.db, request.body.token, request.lang, request.ip),
    }),
  });
}
