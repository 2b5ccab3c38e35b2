import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCategoriesResponse,
  adminCategoryAddBody,
  adminCategoryIdBody,
  adminCategoryMergeBody,
  adminCategoryRenameBody,
  adminCategorySavedResponse,
} from '../../../shared/schemas/admin-publish';
import { emptyOk } from '../../../shared/schemas/envelope';
import { userIdOf } from '../../plugins/session';
import { dropCachedPagesOnWrite } from '../admin/publishing-service';
import { actorOf } from '../admin/staff-service';
import {
  addCategory,
  adminCategories,
  mergeCategories,
  removeCategory,
  renameCategoryNames,
} from './admin-categories-service';

/**
 * The categories' back office (issue 15 item 2): add, rename, merge, remove. Editors and admins,
 * declared once below (issue 31 item 4); every change commits with its audit entry and shows on
 * the public site at once.
 */
export default async function categoriesAdminRoutes(app: FastifyInstance) {
  dropCachedPagesOnWrite(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));
  const tags = ['admin'];
  const config = { access: 'editor' as const };

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
