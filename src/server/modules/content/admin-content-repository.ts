import { asc, eq, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  banners,
  faqs,
  type SiteContentKey,
  type SiteContentValues,
  siteContent,
  slides,
} from '../../db/schema/catalogue-content';
import { storedFiles } from '../../db/schema/files';

/*
 * The association's content as the back office edits it: both languages of each row at once,
 * ordered rows with their ids. The public reads stay in modules/content and modules/faq.
 */

// ─── Ordering ───────────────────────────────────────────────────────────────────────────────────

/** The content kept in an order of the association's choosing. */
export type OrderedContent = 'faq' | 'slide';
const ORDERED = { faq: faqs, slide: slides } as const;

/** The ids of an ordered table, in their order, locked until the transaction ends. */
export async function lockedIds(tx: Db, kind: OrderedContent): Promise<number[]> {
  const table = ORDERED[kind];
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .orderBy(asc(table.position), asc(table.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Positions 0, 1, 2… in the order of `ids` (validated integers), in one statement. */
export async function setPositions(tx: Db, kind: OrderedContent, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const table = ORDERED[kind];
  await tx.execute(
    sql`update ${table} set position = o.ord - 1 from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, ord) where ${table.id} = o.id`,
  );
}

async function nextPosition(tx: Db, table: (typeof ORDERED)[OrderedContent]): Promise<number> {
  const [row] = await tx.select({ last: max(table.position) }).from(table);
  return (row?.last ?? -1) + 1;
}

// ─── FAQ ────────────────────────────────────────────────────────────────────────────────────────

const faqColumns = {
  id: faqs.id,
  position: faqs.position,
  question_pt: faqs.questionPt,
  question_en: faqs.questionEn,
  answer_pt: faqs.answerPt,
  answer_en: faqs.answerEn,
};
export interface FaqTexts {
  question_pt: string;
  question_en: string;
  answer_pt: string;
  answer_en: string;
}
const faqValues = (t: FaqTexts) => ({
  questionPt: t.question_pt,
  questionEn: t.question_en,
  answerPt: t.answer_pt,
  answerEn: t.answer_en,
});

export async function listFaqEntries(db: Db) {
  return db.select(faqColumns).from(faqs).orderBy(asc(faqs.position), asc(faqs.id));
}

export async function lockFaq(tx: Db, id: number) {
  const rows = await tx.select(faqColumns).from(faqs).where(eq(faqs.id, id)).for('update');
  return rows[0];
}

/** Placed last. */
export async function insertFaq(tx: Db, texts: FaqTexts): Promise<number> {
  const position = await nextPosition(tx, faqs);
  const [row] = await tx
    .insert(faqs)
    .values({ ...faqValues(texts), position })
    .returning({ id: faqs.id });
  return row.id;
}

export async function updateFaq(tx: Db, id: number, texts: FaqTexts): Promise<void> {
  await tx.update(faqs).set(faqValues(texts)).where(eq(faqs.id, id));
}

export async function deleteFaq(tx: Db, id: number): Promise<void> {
  await tx.delete(faqs).where(eq(faqs.id, id));
}

// ─── Slides and banner ──────────────────────────────────────────────────────────────────────────

const mobileFile = alias(storedFiles, 'mobile_file');
const desktopFile = alias(storedFiles, 'desktop_file');

const slideColumns = {
  id: slides.id,
  position: slides.position,
  active: slides.active,
  title_pt: slides.captionPt,
  title_en: slides.captionEn,
  text_pt: slides.textPt,
  text_en: slides.textEn,
  href: slides.href,
  mobileFileId: slides.mobileFileId,
  desktopFileId: slides.desktopFileId,
  mobileReqId: mobileFile.reqId,
  desktopReqId: desktopFile.reqId,
};

export interface SlideValues {
  title_pt: string;
  title_en: string;
  text_pt: string;
  text_en: string;
  href: string | null;
  active: boolean;
  mobileFileId: number | null;
  desktopFileId: number | null;
}
const slideValues = (v: SlideValues) => ({
  captionPt: v.title_pt,
  captionEn: v.title_en,
  textPt: v.text_pt,
  textEn: v.text_en,
  href: v.href,
  active: v.active,
  mobileFileId: v.mobileFileId,
  desktopFileId: v.desktopFileId,
});

function slidesQuery(db: Db) {
  return db
    .select(slideColumns)
    .from(slides)
    .leftJoin(mobileFile, eq(mobileFile.id, slides.mobileFileId))
    .leftJoin(desktopFile, eq(desktopFile.id, slides.desktopFileId));
}

/** Every slide, shown or not, in order. */
export async function listAdminSlides(db: Db) {
  return slidesQuery(db).orderBy(asc(slides.position), asc(slides.id));
}

export async function lockSlide(tx: Db, id: number) {
  const rows = await slidesQuery(tx).where(eq(slides.id, id)).for('update', { of: slides });
  return rows[0];
}

export async function insertSlide(tx: Db, values: SlideValues): Promise<number> {
  const position = await nextPosition(tx, slides);
  const [row] = await tx
    .insert(slides)
    .values({ ...slideValues(values), position })
    .returning({ id: slides.id });
  return row.id;
}

export async function updateSlide(tx: Db, id: number, values: SlideValues): Promise<void> {
  await tx.update(slides).set(slideValues(values)).where(eq(slides.id, id));
}

export async function deleteSlide(tx: Db, id: number): Promise<void> {
  await tx.delete(slides).where(eq(slides.id, id));
}

/** The banner the site shows (the lowest position), locked when asked inside a transaction. */
export async function findAdminBanner(db: Db, lock = false) {
  const query = db
    .select({
      id: banners.id,
      href: banners.href,
      active: banners.active,
      mobileFileId: banners.mobileFileId,
      desktopFileId: banners.desktopFileId,
      mobileReqId: mobileFile.reqId,
      desktopReqId: desktopFile.reqId,
    })
    .from(banners)
    .leftJoin(mobileFile, eq(mobileFile.id, banners.mobileFileId))
    .leftJoin(desktopFile, eq(desktopFile.id, banners.desktopFileId))
    .orderBy(asc(banners.position), asc(banners.id))
    .limit(1);
  const rows = await (lock ? query.for('update', { of: banners }) : query);
  return rows[0];
}

export interface BannerValues {
  href: string | null;
  active: boolean;
  mobileFileId: number | null;
  desktopFileId: number | null;
}

export async function saveBannerRow(tx: Db, id: number | undefined, values: BannerValues): Promise<void> {
  if (id === undefined) await tx.insert(banners).values({ ...values, position: 0 });
  else await tx.update(banners).set(values).where(eq(banners.id, id));
}

// ─── About and contact (site_content) ───────────────────────────────────────────────────────────

/** Both languages of one entry, locked when asked inside a transaction. */
export async function readBothLanguages<K extends SiteContentKey>(db: Db, key: K, lock = false) {
  const query = db
    .select({ pt: siteContent.valuePt, en: siteContent.valueEn })
    .from(siteContent)
    .where(eq(siteContent.key, key));
  const rows = await (lock ? query.for('update') : query);
  return rows[0] as { pt: SiteContentValues[K]; en: SiteContentValues[K] } | undefined;
}

export async function writeBothLanguages<K extends SiteContentKey>(
  tx: Db,
  key: K,
  pt: SiteContentValues[K],
  en: SiteContentValues[K],
): Promise<void> {
  const now = new Date();
  await tx
    .insert(siteContent)
    .values({ key, valuePt: pt, valueEn: en, updatedAt: now })
    .onConflictDoUpdate({ target: siteContent.key, set: { valuePt: pt, valueEn: en, updatedAt: now } });
}
