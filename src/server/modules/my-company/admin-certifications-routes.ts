import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reqIdBody } from '../../../shared/schemas/common';
import {
  adminCertificationCheckBody,
  adminCertificationsResponse,
} from '../../../shared/schemas/company-certifications';
import { emptyOk } from '../../../shared/schemas/envelope';
import { userIdOf } from '../../plugins/session';
import { actorOf } from '../admin/staff-service';
import { adminCertifications, checkCertification } from './admin-certifications-service';

/**
 * The association checks companies' certificates (issue 32 item 1, decision 0037). Every route
 * here is `admin`, declared once below, as the companies' back office.
 */
export default async function certificationsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' as const };
  const tags = ['admin'];

  r.post('/admin/companies/certifications', {
    config,
    schema: {
      tags,
      summary:
        "A company's certifications (req_id: the company's), valid ones first, each with expired and checked. Unknown company: NFD001. Added after the spec (issue 32)",
      body: reqIdBody,
      response: { 200: adminCertificationsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      certifications: await adminCertifications(app.db, request.body.req_id),
    }),
  });

  r.post('/admin/companies/certification_check', {
    config,
    schema: {
      tags,
      summary:
        "Mark a certification checked by the association (checked true) or take the mark away (req_id: the certification's); shown on the company page; audited. Unknown: NFD001. Added after the spec (issue 32)",
      body: adminCertificationCheckBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      const actor = await actorOf(app.db, userIdOf(request));
      await checkCertification(app.db, actor, { reqId: request.body.req_id, checked: request.body.checked });
      return { response: true as const };
    },
  });
}
