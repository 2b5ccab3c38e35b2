import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { base64Length } from '../../../shared/rules/base64';
import { reqIdBody } from '../../../shared/schemas/common';
import {
  CERTIFICATION_KINDS,
  CERTIFICATIONS,
  certificationSaveBody,
  certificationSavedResponse,
  ownCertificationsResponse,
} from '../../../shared/schemas/company-certifications';
import { messageResponse } from '../../../shared/schemas/envelope';
import { userIdOf } from '../../plugins/session';
import { ownCertifications, removeCertification, saveCertification } from './company-certifications-service';

/** A certificate's write: its PDF as base64 and its text. */
export const CERTIFICATION_BODY_LIMIT = base64Length(CERTIFICATIONS.pdfBytes) + 64 * 1024;

/**
 * A company owner's certifications (issue 32 item 1, decision 0037): the products' shape, one
 * certificate per call. Every route is the logged-in owner's (`user`; no company: CMP003).
 */
export default async function certificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'user' as const };
  const tags = ['company'];

  r.post('/company/certifications/list', {
    config,
    schema: {
      tags,
      summary:
        "The caller's certifications, latest last valid day first, each with expired (São Paulo day) and checked (by the association); no company: CMP003. Added after the spec (issue 32)",
      response: { 200: ownCertificationsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      certifications: await ownCertifications(app.db, userIdOf(request)),
    }),
  });

  r.post('/company/certifications/save', {
    bodyLimit: CERTIFICATION_BODY_LIMIT,
    config,
    schema: {
      tags,
      summary: `Add a certification to the caller's company, or with req_id rewrite one of theirs (not theirs or unknown: NFD001; no company: CMP003), which clears the association's check. standard ${CERTIFICATION_KINDS.join('|')} (other: standard_other, up to ${CERTIFICATIONS.otherName} characters, required); number up to ${CERTIFICATIONS.number} and certification_body up to ${CERTIFICATIONS.issuer} characters required; scope up to ${CERTIFICATIONS.scope} optional; valid_until YYYY-MM-DD (a past day is taken: shown as expired). Optional pdf: base64 PDF up to ${CERTIFICATIONS.pdfBytes / 1e6} MB (type read from the bytes); left out keeps the stored one, pdf_remove true removes it. At most ${CERTIFICATIONS.perCompany}: CRT001. Added after the spec (issue 32)`,
      body: certificationSaveBody,
      response: { 200: certificationSavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await saveCertification(app.db, userIdOf(request), request.body, request.lang)),
    }),
  });

  r.post('/company/certifications/delete', {
    config,
    schema: {
      tags,
      summary:
        "Remove one of the caller's certifications by its reqId, with its PDF (not theirs or unknown: NFD001; no company: CMP003). Added after the spec (issue 32)",
      body: reqIdBody,
      response: { 200: messageResponse },
    },
    handler: async (request) => ({
      response: true as const,
      message: await removeCertification(app.db, userIdOf(request), request.body.req_id, request.lang),
    }),
  });
}
