import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILES, PRODUCTS, TEXT } from '../../../shared/limits';
import { base64Length } from '../../../shared/rules/base64';
import { reqIdBody } from '../../../shared/schemas/common';
import { companyRegisterBody, companyUpdateBody } from '../../../shared/schemas/company';
import {
  ownProductsResponse,
  productOrderBody,
  productSaveBody,
  productSavedResponse,
} from '../../../shared/schemas/company-products';
import {
  companyRatesResponse,
  companyReadResponse,
  companySavedResponse,
} from '../../../shared/schemas/company-read';
import { emptyOk, messageResponse } from '../../../shared/schemas/envelope';
import { tokenBody } from '../../../shared/schemas/newsletter';
import { rateReportBody } from '../../../shared/schemas/rating-moderation';
import { RATE_REPLY, rateReplyBody } from '../../../shared/schemas/rating-reply';
import { userIdOf } from '../../plugins/session';
import { LIMITS } from '../rate-limit/rate-limit-service';
import { type CompanyDeps, confirmCompanyEmail, resendCompanyValidation } from './company-email-service';
import { companyValidationError } from './company-images';
import { orderOwnProducts, ownProducts, removeProduct, saveProduct } from './company-products-service';
import { removeRatingReply, replyToRating } from './company-rating-reply-service';
import { reportRating } from './company-rating-report-service';
import { ownCompanyInfo, ownCompanyRates } from './company-read-service';
import { registerCompany, removePortfolioImage, updateCompany } from './company-service';

/** Room for a logo, a cover and a full portfolio as base64, plus 64 KB of text fields. */
/** A product's write: its image (as a portfolio image) and its text. */
export const PRODUCT_BODY_LIMIT = base64Length(FILES.portfolioBytes) + 64 * 1024;

export const COMPANY_BODY_LIMIT =
  base64Length(FILES.logoBytes) +
  base64Length(FILES.coverBytes) +
  FILES.portfolioImages * base64Length(FILES.portfolioBytes) +
  64 * 1024;

// The write routes take their validation error themselves to name refused files in the request's
// language (company-images.ts); everything else about it is the usual envelope.
function rethrowValidation(request: FastifyRequest): void {
  if (request.validationError) throw companyValidationError(request.validationError, request.lang);
}

const WRITE_RULES =
  'Snake-case company payload (PRODUCT.md 5). Images are base64 JPG/PNG/WebP (type from the bytes): logo and cover each one base64 string (a list of one, or an empty list for none, is accepted too: PRODUCT.md 3 says lists) up to 1.2 MB, 512x512 and 1440x690 within 10 % (cropped to it), portfolio images to ADD up to 1.5 MB each, 12 in all; all are stored as WebP without metadata. A refused file is named in the message (FIL001, or VAL001 with other fields). Duplicate CNPJ: CMP001 (fields.cnpj). Nothing is stored unless everything is.';

export default async function companyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest): CompanyDeps => ({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: request.log,
  });

  r.post('/company/register', {
    config: { access: 'user' },
    bodyLimit: COMPANY_BODY_LIMIT,
    attachValidation: true,
    schema: {
      tags: ['company'],
      summary: `Register the caller's company (one per user: CMP002). Logo and terms required. ${WRITE_RULES} The company e-mail gets a confirmation link.`,
      body: companyRegisterBody,
      response: { 200: companySavedResponse },
    },
    handler: async (request) => {
      rethrowValidation(request);
      const { message, ...company } = await registerCompany(
        deps(request),
        userIdOf(request),
        request.body,
        request.lang,
      );
      return { response: true as const, message, company };
    },
  });

  r.put('/company/update', {
    config: { access: 'user' },
    bodyLimit: COMPANY_BODY_LIMIT,
    attachValidation: true,
    schema: {
      tags: ['company'],
      summary: `Update the caller's company (none: CMP003). Null logo/cover keep the stored ones; portfolio images are added. ${WRITE_RULES} A changed e-mail is unconfirmed again and gets a new link.`,
      body: companyUpdateBody,
      response: { 200: companySavedResponse },
    },
    handler: async (request) => {
      rethrowValidation(request);
      const { message, ...company } = await updateCompany(
        deps(request),
        userIdOf(request),
        request.body,
        request.lang,
      );
      return { response: true as const, message, company };
    },
  });

  r.get('/company/info', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary: "The caller's company for the profile form (none: CMP003)",
      response: { 200: companyReadResponse },
    },
    handler: async (request) => ({
      response: true as const,
      company: await ownCompanyInfo(app.db, userIdOf(request), request.lang),
    }),
  });

  r.get('/company/rates', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary:
        "Ratings of the caller's company, newest first, with their means (none: CMP003). Ratings the association hid are left out, as on the public page. Each has `reqId` (the rated proposal's: what /company/rate_report and /company/rate_reply name), `reported` (a report of the owner's is open) and `reply` (the company's answer, `hidden` when the association hid it; null without one)",
      response: { 200: companyRatesResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await ownCompanyRates(app.db, userIdOf(request), request.lang)),
    }),
  });

  r.post('/company/rate_report', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary: `Ask the association to review a rating of the caller's company (req_id: its reqId in /company/rates; reason 10-500 characters). Not a rating of the caller's company: NFD001; a report already open: RTG001; a hidden rating: RTG002; ${LIMITS.rateReportUser.max} reports per hour: AUT002. The rating stays public until an admin decides; the owner is notified of the decision`,
      body: rateReportBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await reportRating(app.db, userIdOf(request), request.body, request.lang),
    }),
  });

  r.post('/company/rate_reply', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary: `Answer a rating of the caller's company in public, or replace the answer (its date moves): req_id is the rating's reqId in /company/rates, reply ${RATE_REPLY.min}-${RATE_REPLY.max} characters, trimmed. Shown under the rating on the company page; the rater is notified when an answer first appears. Not a rating of the caller's company: NFD001; a hidden rating: RTG005; an answer the association hid: RTG006; ${LIMITS.rateReplyUser.max} answers or removals per hour: AUT002`,
      body: rateReplyBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await replyToRating(app.db, userIdOf(request), request.body, request.lang),
    }),
  });

  r.post('/company/rate_reply_remove', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary:
        "Remove the caller's answer to a rating of their company (req_id as in /company/rate_reply). Not a rating of the caller's company: NFD001; no answer: RTG007; an answer the association hid: RTG006; rate-limited with the answers (AUT002)",
      body: reqIdBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await removeRatingReply(app.db, userIdOf(request), request.body.req_id, request.lang),
    }),
  });

  r.post('/company/products/list', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary:
        "The caller's products and services in their order, both languages, with category ids (no company: CMP003). Added after the spec (issue 32)",
      response: { 200: ownProductsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      products: await ownProducts(app.db, userIdOf(request)),
    }),
  });

  r.post('/company/products/save', {
    // One image and the item's text (PRODUCT_BODY_LIMIT).
    bodyLimit: PRODUCT_BODY_LIMIT,
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary: `Add a product or service to the caller's company, or with req_id rewrite one of theirs (not theirs or unknown: NFD001; no company: CMP003). kind product|service; name_pt up to ${TEXT.productName} and description_pt up to ${TEXT.productDescription} characters required, name_en and description_en optional but together; categories: up to ${PRODUCTS.categories} existing category ids. At most ${PRODUCTS.perCompany} items: PRD001. Optional image (base64 JPG, PNG or WebP of any shape, as a portfolio image; unreadable: FIL001): left out keeps the stored one, image_remove true removes it. Shown on the company page at once. Added after the spec (issue 32)`,
      body: productSaveBody,
      response: { 200: productSavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await saveProduct(app.db, userIdOf(request), request.body, request.lang)),
    }),
  });

  r.post('/company/products/delete', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary:
        "Remove one of the caller's products and services by its reqId (not theirs or unknown: NFD001; no company: CMP003). Added after the spec (issue 32)",
      body: reqIdBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await removeProduct(app.db, userIdOf(request), request.body.req_id, request.lang),
    }),
  });

  r.post('/company/products/order', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary:
        "Reorder the caller's products and services: req_ids names every one of them once, in the new order (else VAL001 on req_ids, nothing moves; no company: CMP003). Added after the spec (issue 32)",
      body: productOrderBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await orderOwnProducts(app.db, userIdOf(request), request.body.req_ids, request.lang),
    }),
  });

  r.delete('/company/remove_portfolio', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary: "Remove one of the caller's portfolio images by its reqId (not theirs or unknown: NFD001)",
      body: reqIdBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await removePortfolioImage(app.db, userIdOf(request), request.body.req_id);
      return { response: true as const };
    },
  });

  r.get('/company_email/resend_validation', {
    config: { access: 'user' },
    schema: {
      tags: ['company'],
      summary:
        'Send a new confirmation link to the company e-mail (already confirmed: EML002; more than 5 an hour: AUT002)',
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await resendCompanyValidation(deps(request), userIdOf(request), request.lang),
    }),
  });

  r.post('/company_email/confirm', {
    config: { access: 'session' },
    schema: {
      tags: ['company'],
      summary:
        'Confirm a company e-mail with the token of /email_confirm/company/{token}; once, within 7 days, for the address it was sent to (otherwise EML001). The link opened again while that address is confirmed answers response true with a message saying it already is',
      body: tokenBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await confirmCompanyEmail(app.db, request.body.token, request.lang),
    }),
  });
}
