import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyOk } from '../../../shared/schemas/envelope';
import {
  adminSuggestionApproveBody,
  adminSuggestionRefuseBody,
  adminSuggestionsResponse,
  adminVocabularyAddBody,
  adminVocabularyIdBody,
  adminVocabularyRenameBody,
  adminVocabularyResponse,
  adminVocabularySavedResponse,
} from '../../../shared/schemas/vocabulary';
import { userIdOf } from '../../plugins/session';
import { actorOf } from '../admin/staff-service';
import {
  addTerm,
  adminVocabulary,
  approveSuggestion,
  pendingSuggestions,
  refuseSuggestion,
  renameTerm,
  setRetired,
} from './admin-vocabulary-service';

/**
 * The processes and materials vocabulary's back office (issue 32, decision 0038): admins only,
 * declared once below; every change commits with its audit entry. Added after the spec.
 */
export default async function vocabularyAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));
  const tags = ['admin'];
  const config = { access: 'admin' as const };

  r.get('/admin/vocabulary/list', {
    config,
    schema: {
      tags,
      summary: 'Every process and material with both names, whether retired and how many companies picked it',
      response: { 200: adminVocabularyResponse },
    },
    handler: async () => ({ response: true as const, data: await adminVocabulary(app.db) }),
  });

  r.post('/admin/vocabulary/add', {
    config,
    schema: {
      tags,
      summary:
        'Add a term: kind process|material, name_pt and name_en (a name a live term of the kind has: VAL001)',
      body: adminVocabularyAddBody,
      response: { 200: adminVocabularySavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await addTerm(app.db, await actor(request), request.body),
    }),
  });

  r.post('/admin/vocabulary/rename', {
    config,
    schema: {
      tags,
      summary:
        "Rename a term (id) in both languages; its companies' pages and search follow at once. Unknown id: NFD001",
      body: adminVocabularyRenameBody,
      response: { 200: adminVocabularySavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await renameTerm(app.db, await actor(request), request.body),
    }),
  });

  r.post('/admin/vocabulary/retire', {
    config,
    schema: {
      tags,
      summary:
        'Retire a live term (id): no longer offered, shown, searched or filtered; its companies keep it for a restore. Already retired: TRM004; unknown: NFD001',
      body: adminVocabularyIdBody,
      response: { 200: adminVocabularySavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await setRetired(app.db, await actor(request), request.body.id, true),
    }),
  });

  r.post('/admin/vocabulary/restore', {
    config,
    schema: {
      tags,
      summary:
        'Restore a retired term (id), with the companies that had it. Live: TRM004; a name a live term took meanwhile: VAL001; unknown: NFD001',
      body: adminVocabularyIdBody,
      response: { 200: adminVocabularySavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await setRetired(app.db, await actor(request), request.body.id, false),
    }),
  });

  r.get('/admin/vocabulary/suggestions', {
    config,
    schema: {
      tags,
      summary: "The companies' pending suggestions of new terms, oldest first",
      response: { 200: adminSuggestionsResponse },
    },
    handler: async () => ({ response: true as const, data: await pendingSuggestions(app.db) }),
  });

  r.post('/admin/vocabulary/approve', {
    config,
    schema: {
      tags,
      summary:
        'Approve a pending suggestion (id): it joins the vocabulary as name_pt/name_en (both required), or with term_id is that live term of its kind; its company gets the term and its owner a notification and an e-mail in their language. Answered already: TRM003; a name taken: VAL001; unknown: NFD001',
      body: adminSuggestionApproveBody,
      response: { 200: adminVocabularySavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await approveSuggestion(app, await actor(request), request.body),
    }),
  });

  r.post('/admin/vocabulary/refuse', {
    config,
    schema: {
      tags,
      summary:
        'Refuse a pending suggestion (id) with a reason its owner reads in a notification, an e-mail and on the profile. Answered already: TRM003; unknown: NFD001',
      body: adminSuggestionRefuseBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await refuseSuggestion(app, await actor(request), request.body);
      return { response: true as const };
    },
  });
}
