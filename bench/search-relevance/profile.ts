import type { CategoryKey, MaterialKey, ProcessKey } from './vocabulary';

/*
 * A profile is one line of business, written by hand: what such a company makes (products in both
 * languages), how (processes, materials), and how it speaks of itself (short abouts, about
 * sentences, keywords, and sentences that name other trades only as clients or partners). The
 * catalogue (catalogue.ts) draws its companies from these blocks; the judgements
 * (judged-queries-*.ts) read the same blocks' meaning, never the search's answers.
 */

export interface ProductBlock {
  key: string;
  pt: string;
  en: string;
  descPt: string;
  descEn: string;
  kind?: 'service';
}

export interface Profile {
  key: CategoryKey;
  /** First words of trade names; a place name follows. */
  names: readonly string[];
  /** The first is the trade's core process, every company of the profile has it. */
  processes: readonly ProcessKey[];
  materials: readonly MaterialKey[];
  products: readonly ProductBlock[];
  shortAbouts: readonly string[];
  aboutSentences: readonly string[];
  keywords: readonly string[];
  /** Sentences naming other trades as clients or partners (not what the company offers). */
  mentions: readonly string[];
  /** Lines some of its companies also offer (one process and one product of theirs). */
  secondaries: readonly CategoryKey[];
}
