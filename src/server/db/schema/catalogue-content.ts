import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AssociationSettings } from '../../../shared/schemas/company-approval';
import { newReqId } from '../../lib/ids';
import { storedFiles } from './files';

/*
 * Content the association writes, in both languages (DECISIONS.md 5): *_pt is served to pt-BR,
 * *_en to en. Files are set null on delete so a lost image never takes the row with it.
 */

export const magazines = pgTable(
  'magazines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    coverFileId: integer('cover_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('magazines_date_idx').on(t.date, t.id)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionPt: text('question_pt').notNull(),
    questionEn: text('question_en').notNull(),
    answerPt: text('answer_pt').notNull(),
    answerEn: text('answer_en').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faqs_position_idx').on(t.position, t.id)],
);

/** Keys of site_content and the shape of their values (the same shape in both languages). */
export interface SiteContentValues {
  about: { history: string; historyShort: string; video: string | null };
  contact: {
    email: string;
    phone: string;
    address: string;
    instagram: string;
    facebook: string;
    linkedin: string;
    youtube: string;
    x: string;
    fantasyName: string;
    doc: string;
  };
  /** Markdown. */
  'terms.privacyPolicy': string;
  /** Markdown. */
  'terms.termOfUse': string;
  /** The association's settings (decision 0044): the same value in both languages. */
  settings: AssociationSettings;
}
export type SiteContentKey = keyof SiteContentValues;

export const siteContent = pgTable('site_content', {
  key: text('key').$type<SiteContentKey>().primaryKey(),
  valuePt: jsonb('value_pt').$type<SiteContentValues[SiteContentKey]>().notNull(),
  valueEn: jsonb('value_en').$type<SiteContentValues[SiteContentKey]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Home slideshow: mobile images for screens under 780 px, desktop ones otherwise. The caption is
 * the slide's title; text_* a line under it (migration 0012); inactive slides are not shown.
 */
export const slides = pgTable(
  'slides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    position: integer('position').notNull().default(0),
    captionPt: text('caption_pt').notNull(),
    captionEn: text('caption_en').notNull(),
    textPt: text('text_pt').notNull().default(''),
    textEn: text('text_en').notNull().default(''),
    active: boolean('active').notNull().default(true),
    href: text('href'),
    mobileFileId: integer('mobile_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    desktopFileId: integer('desktop_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  },
  (t) => [index('slides_position_idx').on(t.position, t.id)],
);

/** The home banner; the lowest position is the one shown, unless switched off. */
export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  href: text('href'),
  mobileFileId: integer('mobile_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  desktopFileId: integer('desktop_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
});
