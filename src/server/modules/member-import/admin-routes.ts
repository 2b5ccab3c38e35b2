import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { base64Length } from '../../../shared/rules/base64';
import {
  MEMBER_IMPORT,
  memberImportBody,
  memberImportResponse,
  memberImportsResponse,
  memberPreviewBody,
  memberPreviewResponse,
  memberTemplateResponse,
  memberUndoBody,
  memberUndoResponse,
} from '../../../shared/schemas/member-import';
import { userIdOf } from '../../plugins/session';
import { actorOf } from '../admin/staff-service';
import { importMembers, memberImports, previewMembers, undoImport } from './member-import-service';
import { memberTemplate } from './member-template';

/**
 * The member import's back office (issue 33 item 1). Every route is `admin`, declared once below.
 * A file travels as base64; the body limit leaves room for a file somewhat over the import's limit,
 * so that one is answered IMP002 naming it rather than a bare 413.
 */
export default async function memberImportAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' as const };
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));
  const tags = ['admin'];
  const bodyLimit = base64Length(MEMBER_IMPORT.maxBytes * 2) + 64 * 1024;
  const fileRules =
    'A .xlsx (first sheet) or .csv (UTF-8 or Windows-1252, separated by ; or ,) of up to 10 MB and 5,000 member rows under a header row. Refusals name the file: IMP001 empty, IMP002 too large, IMP003 old .xls or password-protected, IMP004 too many rows, IMP005 not a spreadsheet, IMP006 merged cells, IMP008 a required field without a column';

  r.post('/admin/member-import/preview', {
    config,
    bodyLimit,
    schema: {
      tags,
      summary: `What importing the file would do, row by row (new, updated, unchanged, claimed: left alone, problem: in words), with the counts; writes nothing. Without a mapping, the last import's (same headers) or one guessed from the headers. ${fileRules}`,
      body: memberPreviewBody,
      response: { 200: memberPreviewResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await previewMembers(app.db, request.lang, request.body),
    }),
  });

  r.post('/admin/member-import/import', {
    config,
    bodyLimit,
    schema: {
      tags,
      summary: `Imports the file in one transaction: new unclaimed listings (visibility public: "not yet claimed", hidden: until claimed), unclaimed listings updated, claimed companies never touched; the same file again changes nothing. A file with a problem row: IMP007, nothing written. ${fileRules}`,
      body: memberImportBody,
      response: { 200: memberImportResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await importMembers(app.db, request.lang, await actor(request), request.body)),
    }),
  });

  r.post('/admin/member-import/list', {
    config,
    schema: {
      tags,
      summary: 'The latest 50 member imports, newest first',
      response: { 200: memberImportsResponse },
    },
    handler: async () => ({ response: true as const, data: await memberImports(app.db) }),
  });

  r.post('/admin/member-import/undo', {
    config,
    schema: {
      tags,
      summary:
        'Undoes an import: its listings still unclaimed are removed, the unclaimed listings it updated get their values back; claimed ones stay. Unknown: NFD001; already undone: IMP009',
      body: memberUndoBody,
      response: { 200: memberUndoResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await undoImport(app.db, request.lang, await actor(request), request.body.req_id)),
    }),
  });

  r.get('/admin/member-import/template', {
    config,
    schema: {
      tags,
      summary: "The member spreadsheet's template (.xlsx as base64) in the request's language",
      response: { 200: memberTemplateResponse },
    },
    handler: async (request) => ({ response: true as const, ...(await memberTemplate(request.lang)) }),
  });
}
