import type { FastifyInstance } from 'fastify';
import type {
  AdminSuggestion,
  AdminSuggestionApproveBody,
  AdminSuggestionRefuseBody,
  AdminVocabularyAddBody,
  AdminVocabularyRenameBody,
  AdminVocabularyTerm,
  VocabularyKind,
} from '../../../shared/schemas/vocabulary';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/sql/unique-violation';
import { AppError } from '../../lib/app-error';
import { auditBy } from '../admin/publishing-service';
import type { Actor } from '../admin/staff-service';
import { companyPageChanged } from '../company-catalogue/company-page-service';
import { notify } from '../notifications/notifications-service';
import {
  adminTerm,
  decideSuggestion,
  insertTerm,
  listAdminTerms,
  listPendingSuggestions,
  lockSuggestion,
  lockTerm,
  setTermRetired,
  updateTermNames,
} from './admin-vocabulary-repository';
import { PROFILE_PAGE, type TermOwner, termDecisionMail } from './term-mails';
import { linkTerm, liveTermNamed } from './vocabulary-repository';

/*
 * The vocabulary's back office (issue 32, decision 0038), for admins: add, rename, retire and
 * restore terms; approve or refuse the companies' suggestions. Every change commits with its audit
 * entry; the triggers of migration 0088 rebuild the search documents of the term's companies in
 * the same transaction and tell every process to drop its cached pages.
 */

/** What answering a suggestion needs: the database, and the mailer that tells the owner. */
export type SuggestionDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

const nameTaken = (field: 'name_pt' | 'name_en') =>
  new AppError('VAL001', {}, { [field]: 'publish.vocabularyNameTaken' }, 'publish.vocabularyNameTaken');

async function requireFreeNames(
  db: Db,
  kind: VocabularyKind,
  names: { namePt: string; nameEn: string },
  exceptId?: number,
): Promise<void> {
  const taken = await liveTermNamed(db, kind, names, exceptId);
  if (taken) throw nameTaken(taken === 'pt' ? 'name_pt' : 'name_en');
}

/** A write that may meet a parallel one under the same name: the unique index answers as the check would. */
async function namesUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken('name_pt');
    throw error;
  }
}

async function saved(db: Db, id: number): Promise<AdminVocabularyTerm> {
  catalogueChanged(db);
  const row = await adminTerm(db, id);
  if (!row) throw new AppError('NFD001');
  return row;
}

const audited = (row: { id: number; kind: string; namePt: string; nameEn: string }) => ({
  id: row.id,
  kind: row.kind,
  namePt: row.namePt,
  nameEn: row.nameEn,
});

export function adminVocabulary(db: Db): Promise<AdminVocabularyTerm[]> {
  return listAdminTerms(db);
}

export async function addTerm(
  db: Db,
  actor: Actor,
  body: AdminVocabularyAddBody,
): Promise<AdminVocabularyTerm> {
  const values = { kind: body.kind, namePt: body.name_pt, nameEn: body.name_en };
  const id = await namesUnique(() =>
    db.transaction(async (tx) => {
      await requireFreeNames(tx, body.kind, values);
      const newId = await insertTerm(tx, values);
      await auditBy(tx, actor, {
        action: 'vocabulary.add',
        targetType: 'vocabularyTerm',
        target: `${newId} ${values.namePt}`,
        before: null,
        after: { id: newId, ...values },
      });
      return newId;
    }),
  );
  return saved(db, id);
}

export async function renameTerm(
  db: Db,
  actor: Actor,
  body: AdminVocabularyRenameBody,
): Promise<AdminVocabularyTerm> {
  await namesUnique(() =>
    db.transaction(async (tx) => {
      const current = await lockTerm(tx, body.id);
      if (!current) throw new AppError('NFD001');
      const names = { namePt: body.name_pt, nameEn: body.name_en };
      if (!current.retired) await requireFreeNames(tx, current.kind, names, body.id);
      await updateTermNames(tx, body.id, names);
      await auditBy(tx, actor, {
        action: 'vocabulary.rename',
        targetType: 'vocabularyTerm',
        target: `${body.id} ${body.name_pt}`,
        before: audited(current),
        after: audited({ ...current, ...names }),
      });
    }),
  );
  return saved(db, body.id);
}

/**
 * Retires a live term or restores a retired one (else TRM004): retired, it leaves the picker, the
 * company pages, the search and the filters; its companies keep the link, so a restore gives it
 * back to them (a restored name another live term took meanwhile: VAL001).
 */
export async function setRetired(
  db: Db,
  actor: Actor,
  id: number,
  retire: boolean,
  now = new Date(),
): Promise<AdminVocabularyTerm> {
  await namesUnique(() =>
    db.transaction(async (tx) => {
      const current = await lockTerm(tx, id);
      if (!current) throw new AppError('NFD001');
      if (current.retired === retire) throw new AppError('TRM004');
      if (!retire) await requireFreeNames(tx, current.kind, current, id);
      await setTermRetired(tx, id, retire ? now : null);
      await auditBy(tx, actor, {
        action: retire ? 'vocabulary.retire' : 'vocabulary.restore',
        targetType: 'vocabularyTerm',
        target: `${id} ${current.namePt}`,
        before: { ...audited(current), retired: current.retired, companies: current.companies },
        after: { ...audited(current), retired: retire, companies: current.companies },
      });
    }),
  );
  return saved(db, id);
}

export async function pendingSuggestions(db: Db): Promise<AdminSuggestion[]> {
  const rows = await listPendingSuggestions(db);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

async function lockPending(tx: Db, id: number) {
  const suggestion = await lockSuggestion(tx, id);
  if (!suggestion) throw new AppError('NFD001');
  if (suggestion.status !== 'pending') throw new AppError('TRM003');
  return suggestion;
}

const suggestedName = (s: { namePt: string | null; nameEn: string | null }) => s.namePt ?? s.nameEn ?? '';

function ownerOf(s: { ownerEmail: string | null; ownerLang: TermOwner['lang'] | null }): TermOwner | null {
  return s.ownerEmail && s.ownerLang ? { email: s.ownerEmail, lang: s.ownerLang } : null;
}

/**
 * POST /admin/vocabulary/approve: the suggestion becomes a term under the names staff give (or is
 * the live term `term_id` of its kind) and its company gets the term; its owner is notified.
 * Answered already: TRM003; a name a live term has: VAL001.
 */
export async function approveSuggestion(
  deps: SuggestionDeps,
  actor: Actor,
  body: AdminSuggestionApproveBody,
  now = new Date(),
): Promise<AdminVocabularyTerm> {
  const { db } = deps;
  const answer = await namesUnique(() =>
    db.transaction(async (tx) => {
      const suggestion = await lockPending(tx, body.id);
      let id: number;
      if (body.term_id !== undefined) {
        const term = await lockTerm(tx, body.term_id);
        if (!term || term.retired || term.kind !== suggestion.kind)
          throw new AppError(
            'VAL001',
            {},
            { term_id: 'publish.vocabularyTermUnknown' },
            'publish.vocabularyTermUnknown',
          );
        id = term.id;
      } else {
        const names = { namePt: body.name_pt ?? '', nameEn: body.name_en ?? '' };
        await requireFreeNames(tx, suggestion.kind, names);
        id = await insertTerm(tx, { kind: suggestion.kind, ...names });
      }
      await linkTerm(tx, suggestion.companyId, id);
      await decideSuggestion(tx, suggestion.id, {
        status: 'approved',
        reason: null,
        termId: id,
        decidedAt: now,
      });
      await companyPageChanged(tx, suggestion.companyId, now);
      const term = await adminTerm(tx, id);
      if (suggestion.ownerId !== null)
        await notify(tx, {
          customerId: suggestion.ownerId,
          kind: 'termApproved',
          params: { term: `${term?.namePt} / ${term?.nameEn}` },
          link: PROFILE_PAGE,
        });
      await auditBy(tx, actor, {
        action: 'vocabulary.approve',
        targetType: 'vocabularyTerm',
        target: `${id} ${term?.namePt ?? ''}`,
        before: {
          suggestion: suggestion.id,
          namePt: suggestion.namePt,
          nameEn: suggestion.nameEn,
          company: suggestion.companyName,
        },
        after: term ? audited(term) : null,
      });
      const owner = ownerOf(suggestion);
      const mail =
        owner && term
          ? termDecisionMail(
              owner,
              { approved: true, term: owner.lang === 'en' ? term.nameEn : term.namePt },
              suggestion.companyName,
              deps.config.publicUrl,
            )
          : null;
      return { id, mail };
    }),
  );
  const row = await saved(db, answer.id);
  await deps.mailer.sendAfterCommit([answer.mail], 'term approval mail not sent');
  return row;
}

/** POST /admin/vocabulary/refuse: the suggestion is refused with a reason its owner is told. Answered already: TRM003. */
export async function refuseSuggestion(
  deps: SuggestionDeps,
  actor: Actor,
  body: AdminSuggestionRefuseBody,
  now = new Date(),
): Promise<void> {
  const mail = await deps.db.transaction(async (tx) => {
    const suggestion = await lockPending(tx, body.id);
    await decideSuggestion(tx, suggestion.id, {
      status: 'refused',
      reason: body.reason,
      termId: null,
      decidedAt: now,
    });
    if (suggestion.ownerId !== null)
      await notify(tx, {
        customerId: suggestion.ownerId,
        kind: 'termRefused',
        params: { term: suggestedName(suggestion), reason: body.reason },
        link: PROFILE_PAGE,
      });
    await auditBy(tx, actor, {
      action: 'vocabulary.refuse',
      targetType: 'termSuggestion',
      target: `${suggestion.id} ${suggestedName(suggestion)}`,
      before: { namePt: suggestion.namePt, nameEn: suggestion.nameEn, company: suggestion.companyName },
      after: { reason: body.reason },
    });
    const owner = ownerOf(suggestion);
    return owner
      ? termDecisionMail(
          owner,
          {
            approved: false,
            term: (owner.lang === 'en' ? suggestion.nameEn : suggestion.namePt) ?? suggestedName(suggestion),
            reason: body.reason,
          },
          suggestion.companyName,
          deps.config.publicUrl,
        )
      : null;
  });
  await deps.mailer.sendAfterCommit([mail], 'term refusal mail not sent');
}
