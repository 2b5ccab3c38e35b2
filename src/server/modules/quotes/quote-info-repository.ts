import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/lang';
import type { FreightKind } from '../../../shared/rules/quote-totals';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { companies } from '../../db/schema/companies';
import { storedFiles } from '../../db/schema/files';
import { quoteOutsideInvites } from '../../db/schema/quote-outside-invites';
import {
  quoteAttachments,
  quoteExclusions,
  quoteProposals,
  quoteQuestions,
  quoteTargets,
} from '../../db/schema/quotes';
import { ratings } from '../../db/schema/ratings';

/* The parts of a quote's detail view, each read on its own (they are small lists). */

export async function categoryNameOf(db: Db, categoryId: number, lang: Lang): Promise<string> {
  const [row] = await db
    .select({ pt: categories.namePt, en: categories.nameEn })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return row ? (lang === 'en' ? row.en : row.pt) : '';
}

export async function companyListOf(
  db: Db,
  list: 'targets' | 'exclude',
  quoteId: number,
): Promise<{ id: number; name: string }[]> {
  const table = list === 'targets' ? quoteTargets : quoteExclusions;
  return db
    .select({ id: companies.id, name: companies.tradeName })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .where(eq(table.quoteId, quoteId))
    .orderBy(asc(companies.tradeName), asc(companies.id));
}

export async function attachmentsOf(db: Db, quoteId: number): Promise<{ name: string; reqId: string }[]> {
  return db
    .select({ name: quoteAttachments.name, reqId: storedFiles.reqId })
    .from(quoteAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, quoteAttachments.fileId))
    .where(eq(quoteAttachments.quoteId, quoteId))
    .orderBy(asc(quoteAttachments.id));
}

export interface QuestionRow {
  reqId: string;
  question: string;
  dateQuestion: Date;
  answer: string | null;
  dateAnswer: Date | null;
  /** Null once the company left the catalogue; an outside supplier's name or address. */
  companyName: string | null;
  /** An outside supplier's question (issue 34 item 7): its invitation's id. */
  outsideId: number | null;
}

/** Whose rows a reader sees: a recipient company's, an outside supplier's (issue 34 item 7), or all. */
export type SupplierFilter = number | { outsideId: number } | undefined;

/** A supplier's name: its company's, else the name or address the buyer invited (decision 0045). */
const supplierName = sql<
  string | null
>`coalesce(${companies.tradeName}, ${quoteOutsideInvites.name}, ${quoteOutsideInvites.email})`;

function whoseRows(
  filter: SupplierFilter,
  columns: typeof quoteProposals | typeof quoteQuestions,
): SQL | undefined {
  if (filter === undefined) return undefined;
  return typeof filter === 'number' ? eq(columns.companyId, filter) : eq(columns.outsideId, filter.outsideId);
}

/** Oldest first; only those of `companyId` (or of an outside supplier) when given. */
export async function questionsOf(
  db: Db,
  quoteId: number,
  companyId?: SupplierFilter,
): Promise<QuestionRow[]> {
  return db
    .select({
      reqId: quoteQuestions.reqId,
      question: quoteQuestions.question,
      dateQuestion: quoteQuestions.dateQuestion,
      answer: quoteQuestions.answer,
      dateAnswer: quoteQuestions.dateAnswer,
      companyName: supplierName,
      outsideId: quoteQuestions.outsideId,
    })
    .from(quoteQuestions)
    .leftJoin(companies, eq(companies.id, quoteQuestions.companyId))
    .leftJoin(quoteOutsideInvites, eq(quoteOutsideInvites.id, quoteQuestions.outsideId))
    .where(and(eq(quoteQuestions.quoteId, quoteId), whoseRows(companyId, quoteQuestions)))
    .orderBy(asc(quoteQuestions.dateQuestion), asc(quoteQuestions.id));
}

export interface ProposalRow {
  id: number;
  reqId: string;
  /** Both null once the company left the catalogue; an outside supplier's name is the one invited. */
  companyId: number | null;
  companyName: string | null;
  /** An outside supplier's proposal (issue 34 item 7, decision 0045): its invitation's id. */
  outsideId: number | null;
  createdAt: Date;
  /** Null when the proposal came without a PDF (its price and delivery time stand for it). */
  fileReqId: string | null;
  chosen: boolean;
  /** The structured terms (decision 0019), null where the company gave none. */
  priceCents: number | null;
  deliveryDays: number | null;
  validUntil: string | null;
  paymentTerms: string | null;
  note: string | null;
  /** The company's cached mean rating and its count (db/company-stats.ts). */
  companyRate: number | null;
  companyRatesCount: number | null;
  /** Issue 34: taxes, freight and totals (decision 0028). */
  icmsRateBp: number;
  icmsIncluded: boolean;
  ipiRateBp: number;
  ipiIncluded: boolean;
  freight: FreightKind | null;
  freightCents: number | null;
  goodsCents: number | null;
  taxesCents: number | null;
  landedCents: number | null;
  /** Issue 34 item 6: the round it was sent in. */
  round: number;
}

/** Newest first; only those of `companyId` (or of an outside supplier) when given. */
export async function proposalsOf(
  db: Db,
  quoteId: number,
  companyId?: SupplierFilter,
): Promise<ProposalRow[]> {
  return db
    .select({
      id: quoteProposals.id,
      reqId: quoteProposals.reqId,
      companyId: quoteProposals.companyId,
      companyName: supplierName,
      outsideId: quoteProposals.outsideId,
      createdAt: quoteProposals.createdAt,
      fileReqId: storedFiles.reqId,
      chosen: quoteProposals.chosen,
      priceCents: quoteProposals.priceCents,
      deliveryDays: quoteProposals.deliveryDays,
      validUntil: quoteProposals.validUntil,
      paymentTerms: quoteProposals.paymentTerms,
      note: quoteProposals.note,
      companyRate: companies.rate,
      companyRatesCount: companies.ratesCount,
      icmsRateBp: quoteProposals.icmsRateBp,
      icmsIncluded: quoteProposals.icmsIncluded,
      ipiRateBp: quoteProposals.ipiRateBp,
      ipiIncluded: quoteProposals.ipiIncluded,
      freight: quoteProposals.freight,
      freightCents: quoteProposals.freightCents,
      goodsCents: quoteProposals.goodsCents,
      taxesCents: quoteProposals.taxesCents,
      landedCents: quoteProposals.landedCents,
      round: quoteProposals.round,
    })
    .from(quoteProposals)
    .leftJoin(companies, eq(companies.id, quoteProposals.companyId))
    .leftJoin(quoteOutsideInvites, eq(quoteOutsideInvites.id, quoteProposals.outsideId))
    .leftJoin(storedFiles, eq(storedFiles.id, quoteProposals.fileId))
    .where(and(eq(quoteProposals.quoteId, quoteId), whoseRows(companyId, quoteProposals)))
    .orderBy(desc(quoteProposals.createdAt), desc(quoteProposals.id));
}

/** Whether any proposal of the quote was chosen, whoever sent it. */
export async function hasChosenProposal(db: Db, quoteId: number): Promise<boolean> {
  const rows = await db
    .select({ id: quoteProposals.id })
    .from(quoteProposals)
    .where(and(eq(quoteProposals.quoteId, quoteId), eq(quoteProposals.chosen, true)));
  return rows.length > 0;
}

export type RatingRow = typeof ratings.$inferSelect;

/** The ratings of the given (chosen) proposals: one each at most. */
export async function ratingsOf(db: Db, proposalIds: readonly number[]): Promise<RatingRow[]> {
  if (proposalIds.length === 0) return [];
  return db
    .select()
    .from(ratings)
    .where(inArray(ratings.proposalId, [...proposalIds]));
}
