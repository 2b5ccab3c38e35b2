import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type {
  OwnSuggestion,
  VocabularySaveBody,
  VocabularySuggestBody,
} from '../../../shared/schemas/vocabulary';
import { VOCABULARY } from '../../../shared/schemas/vocabulary';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { companyPageChanged } from '../company-catalogue/company-page-service';
import {
  chosenTermIds,
  companyTermRecords,
  countPendingSuggestions,
  insertSuggestion,
  listCompanySuggestions,
  listLiveTerms,
  liveTermIds,
  liveTermNamed,
  lockOwnedCompany,
  ownedCompanyId,
  replaceChosenTerms,
} from './vocabulary-repository';

/*
 * A company's processes and materials (issue 32, decision 0038): its owner picks live terms of the
 * association's vocabulary and suggests new ones. Every write locks the company's row first, so
 * the caps (VOCABULARY.perCompany terms, pending suggestions included; VOCABULARY.pendingSuggestions
 * waiting at once) hold under parallel requests.
 */

async function suggestionsOf(db: Db, companyId: number): Promise<OwnSuggestion[]> {
  const rows = await listCompanySuggestions(db, companyId);
  return rows.map((row) => ({
    ...row,
    reason: row.status === 'refused' ? row.reason : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }));
}

async function lockCompany(tx: Db, ownerId: number): Promise<number> {
  const company = await lockOwnedCompany(tx, ownerId);
  if (!company) throw new AppError('CMP003');
  return company.id;
}

/** GET /company/vocabulary: the live vocabulary, the company's choice and its suggestions (no company: CMP003). */
export async function ownVocabulary(db: Db, ownerId: number) {
  const companyId = await ownedCompanyId(db, ownerId);
  if (companyId === undefined) throw new AppError('CMP003');
  const [terms, chosen, suggestions] = await Promise.all([
    listLiveTerms(db),
    chosenTermIds(db, companyId),
    suggestionsOf(db, companyId),
  ]);
  return { terms, chosen, suggestions };
}

const capReached = () => new AppError('TRM001', { count: VOCABULARY.perCompany });

/**
 * POST /company/vocabulary/save: the company's live terms become `terms`, plus, when the form said
 * what it was loaded with (`previous`), the terms the company got since (a term no longer live:
 * VAL001 on terms; more than the cap with the pending suggestions: TRM001). The company's row lock
 * orders it with a staff approval that links a term, so the one after sees the other's term.
 */
export async function saveOwnVocabulary(
  db: Db,
  ownerId: number,
  body: VocabularySaveBody,
  lang: Lang,
  now = new Date(),
) {
  const answer = await db.transaction(async (tx) => {
    const companyId = await lockCompany(tx, ownerId);
    const found = await liveTermIds(tx, body.terms);
    if (found.length !== body.terms.length)
      throw new AppError('VAL001', {}, { terms: 'company.vocabularyUnknown' }, 'company.vocabularyUnknown');
    const previous = body.previous;
    const gotSince =
      previous === null
        ? []
        : (await chosenTermIds(tx, companyId)).filter(
            (id) => !previous.includes(id) && !body.terms.includes(id),
          );
    const terms = [...body.terms, ...gotSince];
    if (terms.length + (await countPendingSuggestions(tx, companyId)) > VOCABULARY.perCompany)
      throw capReached();
    await replaceChosenTerms(tx, companyId, terms);
    await companyPageChanged(tx, companyId, now);
    return { chosen: await chosenTermIds(tx, companyId), suggestions: await suggestionsOf(tx, companyId) };
  });
  catalogueChanged(db);
  return { message: translate(lang, 'company.vocabularySaved'), ...answer };
}

/**
 * POST /company/vocabulary/suggest: a new term waits for staff (VOCABULARY.pendingSuggestions
 * waiting: TRM002; no room left for it among the company's terms: TRM001; a name a live term of the
 * kind has: VAL001, pick that term instead).
 */
export async function suggestTerm(
  db: Db,
  ownerId: number,
  body: VocabularySuggestBody,
  lang: Lang,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const companyId = await lockCompany(tx, ownerId);
    const pending = await countPendingSuggestions(tx, companyId);
    if (pending >= VOCABULARY.pendingSuggestions)
      throw new AppError('TRM002', { count: VOCABULARY.pendingSuggestions });
    if ((await chosenTermIds(tx, companyId)).length + pending >= VOCABULARY.perCompany) throw capReached();
    const names = { namePt: body.name_pt, nameEn: body.name_en };
    const taken = await liveTermNamed(tx, body.kind, names);
    if (taken) {
      const field = taken === 'pt' ? 'name_pt' : 'name_en';
      throw new AppError(
        'VAL001',
        {},
        { [field]: 'publish.vocabularyAlreadyOffered' },
        'publish.vocabularyAlreadyOffered',
      );
    }
    await insertSuggestion(tx, { companyId, kind: body.kind, ...names, createdAt: now });
    return {
      message: translate(lang, 'company.vocabularySuggested'),
      chosen: await chosenTermIds(tx, companyId),
      suggestions: await suggestionsOf(tx, companyId),
    };
  });
}

/** The owner's data export: the company's terms with both names and its suggestions (none without a company). */
export async function ownVocabularyRecords(db: Db, ownerId: number) {
  const companyId = await ownedCompanyId(db, ownerId);
  if (companyId === undefined) return { terms: [], suggestions: [] };
  const terms = await companyTermRecords(db, companyId);
  return {
    terms: terms.map((row) => ({ ...row, chosenAt: row.chosenAt.toISOString() })),
    suggestions: await suggestionsOf(db, companyId),
  };
}
