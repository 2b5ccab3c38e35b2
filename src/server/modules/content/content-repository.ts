import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import {
  banners,
  type SiteContentKey,
  type SiteContentValues,
  siteContent,
  slides,
} from '../../db/schema/catalogue-content';
import { storedFiles } from '../../db/schema/files';
import { type TermsKey, termsVersions } from '../../db/schema/terms-versions';
import { byLang } from '../../db/sql/localized';

/** One entry of site_content in a language, or undefined while the association has not written it. */
export async function readSiteContent<K extends SiteContentKey>(
  db: Db,
  key: K,
  lang: Lang,
): Promise<SiteContentValues[K] | undefined> {
  const rows = await db
    .select({ value: byLang(lang, siteContent.valuePt, siteContent.valueEn) })
    .from(siteContent)
    .where(eq(siteContent.key, key))
    .limit(1);
  return rows[0]?.value as SiteContentValues[K] | undefined;
}

/** When the current version of a terms text was published (the newest of its archived versions). */
export async function findTermsPublishedAt(db: Db, key: TermsKey): Promise<Date | undefined> {
  const rows = await db
    .select({ publishedAt: termsVersions.publishedAt })
    .from(termsVersions)
    .where(eq(termsVersions.key, key))
    .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.id))
    .limit(1);
  return rows[0]?.publishedAt;
}

const mobileFile = alias(storedFiles, 'mobile_file');
const desktopFile = alias(storedFiles, 'desktop_file');

export interface SlideRow {
  caption: string;
  text: string;
  href: string | null;
  mobileReqId: string | null;
  desktopReqId: string | null;
}

export async function listSlides(db: Db, lang: Lang): Promise<SlideRow[]> {
  return db
    .select({
      caption: byLang(lang, slides.captionPt, slides.captionEn),
      text: byLang(lang, slides.textPt, slides.textEn),
      href: slides.href,
      mobileReqId: mobileFile.reqId,
      desktopReqId: desktopFile.reqId,
    })
    .from(slides)
    .leftJoin(mobileFile, eq(mobileFile.id, slides.mobileFileId))
    .leftJoin(desktopFile, eq(desktopFile.id, slides.desktopFileId))
    .where(eq(slides.active, true))
    .orderBy(asc(slides.position), asc(slides.id));
}

export interface BannerRow {
  href: string | null;
  mobileReqId: string | null;
  desktopReqId: string | null;
}

/** The banner shown: the lowest position, unless the association switched it off. */
export async function findBanner(db: Db): Promise<BannerRow | undefined> {
  const rows = await db
    .select({
      href: banners.href,
      active: banners.active,
      mobileReqId: mobileFile.reqId,
      desktopReqId: desktopFile.reqId,
    })
    .from(banners)
    .leftJoin(mobileFile, eq(mobileFile.id, banners.mobileFileId))
    .leftJoin(desktopFile, eq(desktopFile.id, banners.desktopFileId))
    .orderBy(asc(banners.position), asc(banners.id))
    .limit(1);
  return rows[0]?.active ? rows[0] : undefined;
}
