import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { base64Length } from '../../../shared/rules/base64';
import { adminCompanyBody } from '../../../shared/schemas/admin';
import {
  adminMagazineAddBody,
  adminMagazineEditBody,
  adminMagazineListBody,
  adminMagazineSavedResponse,
  adminMagazinesResponse,
  PUBLISH_LIMITS,
} from '../../../shared/schemas/admin-publish';
import { emptyOk } from '../../../shared/schemas/envelope';
import { userIdOf } from '../../plugins/session';
import { dropCachedPagesOnWrite } from '../admin/publishing-service';
import { actorOf } from '../admin/staff-service';
import { addMagazine, adminMagazines, editMagazine, removeMagazine } from './admin-magazines-service';

/** A cover and a PDF as base64, plus room for the text fields. */
const MAGAZINE_BODY_LIMIT =
  base64Length(PUBLISH_LIMITS.magazineCoverBytes) + base64Length(PUBLISH_LIMITS.magazinePdfBytes) + 64 * 1024;

/**
 * The magazines' back office (issue 15 item 2): list, publish, change, remove. Editors and admins,
 * declared once below (issue 31 item 4); every change commits with its audit entry and shows on
 * the public site at once.
 */
export default async function magazinesAdminRoutes(app: FastifyInstance) {
  dropCachedPagesOnWrite(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));
  const tags = ['admin'];
  const config = { access: 'editor' as const };

  r.post('/admin/magazines/list', {
    config,
    schema: {
      tags,
      summary:
        'Every magazine, newest date first, with both names, date and the /files/ URLs of its cover and PDF',
      body: adminMagazineListBody,
      response: { 200: adminMagazinesResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await adminMagazines(app.db, request.body.page)),
    }),
  });

  const fileRules = `cover: a base64 JPG/PNG/WebP up to ${PUBLISH_LIMITS.magazineCoverBytes / 1e6} MB (stored as WebP, ${PUBLISH_LIMITS.magazineCoverMaxSide} px at most); pdf: a base64 PDF up to ${PUBLISH_LIMITS.magazinePdfBytes / 1e6} MB (type read from the bytes); pdf_name optional. A refused file: VAL001 naming the field, FIL001 for an unreadable image`;

  r.post('/admin/magazines/add', {
    config,
    bodyLimit: MAGAZINE_BODY_LIMIT,
    schema: {
      tags,
      summary: `Publish a magazine: name_pt and name_en (both required), date (YYYY-MM-DD), ${fileRules}. It is on /magazines/list at once`,
      body: adminMagazineAddBody,
      response: { 200: adminMagazineSavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await addMagazine(app.db, await actor(request), request.body),
    }),
  });

  r.post('/admin/magazines/edit', {
    config,
    bodyLimit: MAGAZINE_BODY_LIMIT,
    schema: {
      tags,
      summary: `Change a magazine (req_id): names, date; cover and pdf only when sent (the old file is then deleted). ${fileRules}. Unknown req_id: NFD001`,
      body: adminMagazineEditBody,
      response: { 200: adminMagazineSavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await editMagazine(app.db, await actor(request), request.body),
    }),
  });

  r.post('/admin/magazines/remove', {
    config,
    schema: {
      tags,
      summary: 'Remove a magazine (req_id) with its cover and PDF. Unknown req_id: NFD001',
      body: adminCompanyBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await removeMagazine(app.db, await actor(request), request.body.req_id);
      return { response: true as const };
    },
  });
}
