import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ownVocabularyResponse,
  ownVocabularySavedResponse,
  VOCABULARY,
  vocabularySaveBody,
  vocabularySuggestBody,
} from '../../../shared/schemas/vocabulary';
import { userIdOf } from '../../plugins/session';
import { ownVocabulary, saveOwnVocabulary, suggestTerm } from './vocabulary-service';

/**
 * A company's processes and materials (issue 32, decision 0038), for its logged-in owner. Added
 * after the spec, under new paths.
 */
export default async function vocabularyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];

  r.get('/company/vocabulary', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The association's live processes and materials (both names), the ids the caller's company picked, and its suggestions newest first (a refused one with its reason). No company: CMP003. Added after the spec (issue 32)",
      response: { 200: ownVocabularyResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await ownVocabulary(app.db, userIdOf(request))),
    }),
  });

  r.post('/company/vocabulary/save', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: `The caller's company's processes and materials become \`terms\` (live term ids, repeats dropped; a term not live: VAL001 on terms). At most ${VOCABULARY.perCompany} with the pending suggestions: TRM001. Shown on the company page and searchable at once. No company: CMP003. Added after the spec (issue 32)`,
      body: vocabularySaveBody,
      response: { 200: ownVocabularySavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await saveOwnVocabulary(app.db, userIdOf(request), request.body, request.lang)),
    }),
  });

  r.post('/company/vocabulary/suggest', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: `Suggest a new process or material (kind process|material; name_pt and/or name_en, up to ${VOCABULARY.termName} characters each): it waits for the association, which adds it to the vocabulary and to the company, or refuses it with a reason. ${VOCABULARY.pendingSuggestions} pending at once: TRM002; no room among the company's ${VOCABULARY.perCompany} terms: TRM001; a name a live term of the kind has: VAL001 (pick it instead). No company: CMP003. Added after the spec (issue 32)`,
      body: vocabularySuggestBody,
      response: { 200: ownVocabularySavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await suggestTerm(app.db, userIdOf(request), request.body, request.lang)),
    }),
  });
}
