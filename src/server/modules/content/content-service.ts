import type { Lang } from '../../../shared/lang';
import type { Db } from '../../db/client';
import type { SiteContentValues } from '../../db/schema/catalogue-content';
import { AppError } from '../../lib/app-error';
import { fileUrl } from '../files/files-service';
import { findBanner, findTermsPublishedAt, listSlides, readSiteContent } from './content-repository';

/** The names GET /data/info/terms/{name} accepts (PRODUCT.md 7). */
export const TERM_NAMES = ['privacyPolicy', 'termOfUse'] as const;
export type TermName = (typeof TERM_NAMES)[number];

export function isTermName(name: string): name is TermName {
  return (TERM_NAMES as readonly string[]).includes(name);
}

// The home page still shows its slides before the association has written its history.
const EMPTY_ABOUT: SiteContentValues['about'] = { history: '', historyShort: '', video: null };

export async function getAbout(db: Db, lang: Lang): Promise<SiteContentValues['about']> {
  const about = await readSiteContent(db, 'about', lang);
  if (!about) throw new AppError('NFD001');
  return about;
}

export async function getContact(db: Db, lang: Lang): Promise<SiteContentValues['contact']> {
  const contact = await readSiteContent(db, 'contact', lang);
  if (!contact) throw new AppError('NFD001');
  return contact;
}

/**
 * Terms as markdown, verbatim (the web client renders and sanitises it), with the date the current
 * version was published: the trigger of migration 0013 archives every new text with its date.
 */
export async function getTerms(
  db: Db,
  name: string,
  lang: Lang,
): Promise<{ terms: string; publishedAt?: string }> {
  if (!isTermName(name)) throw new AppError('NFD001');
  const [terms, publishedAt] = await Promise.all([
    readSiteContent(db, `terms.${name}`, lang),
    findTermsPublishedAt(db, `terms.${name}`),
  ]);
  if (terms === undefined) throw new AppError('NFD001');
  return { terms, ...(publishedAt ? { publishedAt: publishedAt.toISOString() } : {}) };
}

type Slide = { img: string; caption: string; text?: string; href: string | null };
type BannerImage = { img: string; href: string | null } | null;

export interface DataIndex {
  about: SiteContentValues['about'];
  slider: { mobile: Slide[]; desktop: Slide[] };
  banner: { mobile: BannerImage; desktop: BannerImage };
}

/** The home page: short about, the slides of each screen size and the banner. */
export async function getDataIndex(db: Db, lang: Lang): Promise<DataIndex> {
  const [about, slideRows, banner] = await Promise.all([
    readSiteContent(db, 'about', lang),
    listSlides(db, lang),
    findBanner(db),
  ]);
  // A slide lacking one size's image is left out of that size only.
  const slidesOf = (pick: (row: (typeof slideRows)[number]) => string | null): Slide[] =>
    slideRows.flatMap((row) => {
      const img = fileUrl(pick(row));
      // `text` (issue 15) is sent only when written, so the answer of a slide without one is unchanged.
      return img
        ? [{ img, caption: row.caption, ...(row.text ? { text: row.text } : {}), href: row.href }]
        : [];
    });
  const bannerOf = (reqId: string | null | undefined): BannerImage => {
    const img = fileUrl(reqId);
    return img && banner ? { img, href: banner.href } : null;
  };
  return {
    about: about ?? EMPTY_ABOUT,
    slider: { mobile: slidesOf((r) => r.mobileReqId), desktop: slidesOf((r) => r.desktopReqId) },
    banner: { mobile: bannerOf(banner?.mobileReqId), desktop: bannerOf(banner?.desktopReqId) },
  };
}
