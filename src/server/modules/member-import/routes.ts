import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { base64Length } from '../../../shared/rules/base64';
import {
  IMPORT_LIMITS,
  importListResponse,
  importPreviewBody,
  importPreviewResponse,
  importStartBody,
  importStartResponse,
  importStatusBody,
  importStatusResponse,
} from '../../../shared/schemas/member-import';
import { userIdOf } from '../../plugins/session';
import { actorOf } from '../admin/staff-service';
import { memberImportJob } from './member-import-runner';
import { importHistory, importStatus, previewImport, startImport, undoImport } from './member-import-service';

/**
 * The member import (issue 33 item 1, decision 0028): preview a spreadsheet, confirm it (the job
 * runner writes it), follow its progress, list the imports, undo one. Every route is `admin`,
 * declared once below.
 */
export default async function memberImportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' as const };
  const tags = ['admin'];
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));
  // The file in base64 and the mapping; a larger file is refused with GEN413 before it is read.
  const bodyLimit = base64Length(IMPORT_LIMITS.maxBytes) + 64 * 1024;

  r.post('/admin/member-imports/preview', {
    config,
    bodyLimit,
    schema: {
      tags,
      summary:
        'Every row of a member spreadsheet as it would be imported, with its problems in words; writes nothing',
      body: importPreviewBody,
      response: { 200: importPreviewResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await previewImport(app.db, request.body, request.lang),
    }),
  });

  r.post('/admin/member-imports/start', {
    config,
    bodyLimit,
    schema: {
      tags,
      summary: 'Imports a member spreadsheet whose rows all pass (all or nothing), by the job runner',
      body: importStartBody,
      response: { 200: importStartResponse },
    },
    handler: async (request) => {
      const data = await startImport(app.db, await actor(request), request.body, request.lang);
      await app.jobs.send(memberImportJob.name, {});
      return { response: true as const, data };
    },
  });

  r.post('/admin/member-imports/status', {
    config,
    schema: {
      tags,
      summary: "An import's progress and result",
      body: importStatusBody,
      response: { 200: importStatusResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await importStatus(app.db, request.body.req_id, request.lang),
    }),
  });

  r.post('/admin/member-imports/list', {
    config,
    schema: { tags, summary: 'The last 20 imports, newest first', response: { 200: importListResponse } },
    handler: async (request) => ({
      response: true as const,
      data: await importHistory(app.db, request.lang),
    }),
  });

  r.post('/admin/member-imports/undo', {
    config,
    schema: {
      tags,
      summary: 'Undoes an import while none of its listings is claimed',
      body: importStatusBody,
      response: { 200: importStatusResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await undoImport(app.db, await actor(request), request.body.req_id, request.lang),
    }),
  });
}
