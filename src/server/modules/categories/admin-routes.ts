import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { base64Length } from '../../../shared/rules/base64';
import { adminCompanyBody } from '../../../shared/schemas/admin';
import {
  adminCategoriesResponse,
  adminCategoryAddBody,
  adminCategoryIdBody,
  adminCategoryMergeBody,
  adminCategoryRenameBody,
  adminCategorySavedResponse,
  adminMagazineAddBody,
  adminMagazineEditBody,
  adminMagazineListBody,
  adminMagazineSavedResponse,
  adminMagazinesResponse,
  adminTermsBody,
  adminTermsPublishBody,
  adminTermsResponse,
  PUBLISH_LIMITS,
} from '../../../shared/schemas/admin-publish';
import { emptyOk } from '../../../shared/schemas/envelope';
import { userIdOf } from '../../plugins/session';
import {
  addCategory,
  adminCategories,
  mergeCategories,
  removeCategory,
  renameCategoryNames,
} from './admin-categories-service';
import { addMagazine, adminMagazines, editMagazine, removeMagazine } from './admin-magazines-service';
import { publishTermsVersion, termsVersions } from './admin-terms-service';
import { dropCachedPagesOnWrite } from './drop-cached-pages';
import { actorOf } from './staff-repository';

/** A cover and a PDF as base64, plus room for the text fields. */
const MAGAZINE_BODY_LIMIT =
  base64Length(PUBLISH_LIMITS.magazineCoverBytes) + base64Length(PUBLISH_LIMITS.magazinePdfBytes) + 64 * 1024;
/** Both languages of a text at its longest, each character up to 4 bytes once JSON-escaped. */
const TERMS_BODY_LIMIT = 2 * 4 * PUBLISH_LIMITS.termsText + 64 * 1024;

/**
 * Publishing in the back office (issue 15 item 2): magazines, terms of use and privacy policy,
 * categories. Editors and admins; every change commits with its audit entry and shows on the
 * public site at once.
 */
export default async function publishRoutes(app: FastifyInstance) {
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

  r.post('/admin/terms/versions', {
    config,
    schema: {
      tags,
      summary:
        'Every published version of the terms of use (name: termOfUse) or privacy policy (privacyPolicy), newest first (the first is what the site shows): markdown in both languages, date, and the fingerprint consent records name',
      body: adminTermsBody,
      response: { 200: adminTermsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await termsVersions(app.db, request.body.name),
    }),
  });

  r.post('/admin/terms/publish', {
    config,
    bodyLimit: TERMS_BODY_LIMIT,
    schema: {
      tags,
      summary: `Publish a new version of a text: name, text_pt and text_en (markdown, both required, ${PUBLISH_LIMITS.termsText} characters each at most). Earlier versions are kept with their dates; GET /data/info/terms/{name} answers the new one at once and new registrations' consents name its fingerprint. The same text as now: VAL001. Answers every version`,
      body: adminTermsPublishBody,
      response: { 200: adminTermsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await publishTermsVersion(app.db, await actor(request), request.body),
    }),
  });

  r.get('/admin/categories/list', {
    config,
    schema: {
      tags,
      summary: 'Every category with both names, its slug and how many companies and quote requests use it',
      response: { 200: adminCategoriesResponse },
    },
    handler: async () => ({ response: true as const, data: await adminCategories(app.db) }),
  });

  r.post('/admin/categories/add', {
    config,
    schema: {
      tags,
      summary: 'Add a category: name_pt and name_en (both required; a name another category has: VAL001)',
      body: adminCategoryAddBody,
      response: { 200: adminCategorySavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await addCategory(app.db, await actor(request), request.body),
    }),
  });

  r.post('/admin/categories/rename', {
    config,
    schema: {
      tags,
      summary:
        "Rename a category (id) in both languages; its slug stays, and its companies' search text follows. Unknown id: NFD001",
      body: adminCategoryRenameBody,
      response: { 200: adminCategorySavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await renameCategoryNames(app.db, await actor(request), request.body),
    }),
  });

  r.post('/admin/categories/merge', {
    config,
    schema: {
      tags,
      summary:
        'Merge category `from` into `into` in one transaction: its companies and quote requests move to `into`, then `from` is removed. Answers `into`. Same id: VAL001; unknown id: NFD001',
      body: adminCategoryMergeBody,
      response: { 200: adminCategorySavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await mergeCategories(app.db, await actor(request), request.body),
    }),
  });

  r.post('/admin/categories/remove', {
    config,
    schema: {
      tags,
      summary:
        'Remove a category (id) that no company and no quote request uses; a used one: PUB001 with the counts (merge it instead). Unknown id: NFD001',
      body: adminCategoryIdBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await removeCategory(app.db, await actor(request), request.body.id);
      return { response: true as const };
    },
  });
}
