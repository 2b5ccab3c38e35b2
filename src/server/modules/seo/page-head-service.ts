import { SLIDE_SIZES } from '../../../shared/first-paint';
import { LANGS, type Lang } from '../../../shared/lang';
import { type MessageKey, translate } from '../../../shared/messages/translate';
import { cachedFor } from '../../db/catalogue-cache';
import { AppError } from '../../lib/app-error';
import { alternatesOf, pageUrl, previewFileUrl } from '../../lib/seo-urls';
import { getDataIndex } from '../content/content-service';
import { leadingFaqs } from '../faq/faq-service';
import {
  companiesHead,
  companyHead,
  type HeadDeps,
  type PageHeadParts,
  PREVIEW_COVER_WIDTH,
} from './companies-head';
import { type PreviewImage, renderHead } from './head-tags';
import { CONTENT_PAGES, type PageRoute, pageRoute } from './page-route';
import { breadcrumbLd, faqLd, websiteLd } from './structured-data';

/*
 * The head of every page the server sends (plugins/web.ts → renderPage): what search engines and
 * link previews read without running the client. The client keeps the tab's title and the
 * company's description up to date as the visitor moves on (usePageTitle, useMetaDescription);
 * the title here is the one it writes, "<catalogue> | <page>" (PRODUCT.md 1).
 */

/** The FAQ's JSON-LD holds the questions the page lists, up to this many. */
export const FAQ_LD_LIMIT = 100;

export interface PageHeadDeps extends HeadDeps {
  log?: { debug(obj: object, msg: string): void };
}

type StaticPage = 'aboutUs' | 'contact' | 'magazines';

function staticHead(deps: HeadDeps, page: StaticPage | 'home', lang: Lang): PageHeadParts {
  const title = translate(lang, `seo.${page}.title` as MessageKey);
  const description = translate(lang, `seo.${page}.description` as MessageKey);
  const path = CONTENT_PAGES[page];
  const home = { name: translate(lang, 'seo.home.title'), url: pageUrl(deps.publicUrl, '/', [], lang) };
  const jsonLd =
    page === 'home'
      ? [
          websiteLd(
            translate(lang, 'seo.siteName'),
            pageUrl(deps.publicUrl, '/', [], null),
            description,
            lang,
          ),
        ]
      : [breadcrumbLd([home, { name: title, url: pageUrl(deps.publicUrl, path, [], lang) }])];
  return { title, description, path, query: [], noindex: false, image: null, jsonLd };
}

async function faqHead(deps: HeadDeps, lang: Lang): Promise<PageHeadParts> {
  const items = await cachedFor(deps.db, `seo:faq:${lang}`, () => leadingFaqs(deps.db, lang, FAQ_LD_LIMIT));
  return {
    title: translate(lang, 'seo.faq.title'),
    description: translate(lang, 'seo.faq.description'),
    path: CONTENT_PAGES.faq,
    query: [],
    noindex: false,
    image: null,
    jsonLd: items.length ? [faqLd(items, lang)] : [],
  };
}

/**
 * The picture of a page without one of its own: the home page's first wide slide, at the width a
 * company's cover is sent (previewers show a catalogue page with a picture rather than none).
 */
async function siteImage(deps: HeadDeps, lang: Lang): Promise<PreviewImage | null> {
  const home = await cachedFor(deps.db, `seo:home:${lang}`, () => getDataIndex(deps.db, lang));
  const slide = home.slider.desktop[0];
  if (!slide) return null;
  const { width, height } = SLIDE_SIZES.desktop;
  return {
    url: previewFileUrl(deps.publicUrl, slide.img, PREVIEW_COVER_WIDTH),
    width: PREVIEW_COVER_WIDTH,
    height: Math.round((PREVIEW_COVER_WIDTH * height) / width),
    alt: slide.caption || translate(lang, 'seo.siteName'),
    type: 'image/jpeg',
  };
}

/** Pages outside search engines: their own title where they have one, the catalogue's otherwise. */
function unlistedHead(lang: Lang, titleKey: MessageKey | null, descriptionKey: MessageKey): PageHeadParts {
  return {
    title: titleKey ? translate(lang, titleKey) : '',
    description: translate(lang, descriptionKey),
    path: '',
    query: [],
    noindex: true,
    image: null,
    jsonLd: [],
  };
}

const notFoundHead = (lang: Lang) => unlistedHead(lang, 'seo.notFound.title', 'seo.notFound.description');

async function partsOf(
  deps: HeadDeps,
  route: PageRoute,
  query: Record<string, string | undefined>,
  lang: Lang,
): Promise<PageHeadParts> {
  switch (route.kind) {
    case 'home':
    case 'aboutUs':
    case 'contact':
    case 'magazines':
      return staticHead(deps, route.kind, lang);
    case 'faq':
      return faqHead(deps, lang);
    case 'companies':
      return companiesHead(deps, query, lang);
    case 'company':
      return companyHead(deps, route.reqId, lang);
    case 'terms': {
      const key = route.name === 'privacy-policy' ? 'seo.terms.privacyPolicy' : 'seo.terms.termsOfUse';
      const path = `/terms/${route.name}`;
      const [title, description] = [translate(lang, key), translate(lang, 'seo.terms.description')];
      return { title, description, path, query: [], noindex: false, image: null, jsonLd: [] };
    }
    case 'private':
      return unlistedHead(lang, null, 'seo.siteDescription');
    case 'notFound':
      return notFoundHead(lang);
  }
}

/** The query string of a request URL as single values (the first of a repeated key). */
function queryOf(url: string): Record<string, string | undefined> {
  const params = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of params) if (!(key in out)) out[key] = value;
  return out;
}

/**
 * The language a URL names (`?lang=`), or null. The canonical address is the page's own: each
 * language's URL for itself, and the address without `lang` (x-default, whose language follows the
 * visitor) for itself, as search engines ask of pages with hreflang alternates; pointing the
 * neutral address at a language's one made Lighthouse fail it ("points to another hreflang location").
 */
function askedLangOf(url: string): Lang | null {
  const asked = queryOf(url).lang;
  return LANGS.find((lang) => lang === asked) ?? null;
}

/**
 * The head of the page at `url` (path and query, as requested) in `lang`, as HTML for
 * renderPage. An unknown company gets the 404 page's head; should the database fail, the page
 * still gets its title and description from the path alone.
 */
export async function pageHead(deps: PageHeadDeps, url: string, lang: Lang): Promise<string> {
  const route = pageRoute(url.split('?')[0]);
  let parts: PageHeadParts;
  try {
    parts = await partsOf(deps, route, queryOf(url), lang);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NFD001') parts = notFoundHead(lang);
    else {
      // The page itself will tell the visitor; a crawler must not read a passing failure as "noindex".
      deps.log?.debug({ err: error, url }, 'page head without its data');
      parts = { ...unlistedHead(lang, null, 'seo.siteDescription'), noindex: false };
    }
  }
  const siteName = translate(lang, 'seo.siteName');
  // A page is either indexed under its canonical address or not at all: never both signals.
  const listed = !parts.noindex && parts.path !== '';
  const image = parts.image ?? (listed ? await siteImage(deps, lang).catch(() => null) : null);
  return renderHead({
    lang,
    siteName,
    title: parts.title ? translate(lang, 'seo.pageTitle', { site: siteName, page: parts.title }) : siteName,
    description: parts.description,
    canonical: listed ? pageUrl(deps.publicUrl, parts.path, parts.query, askedLangOf(url)) : null,
    alternates: listed ? alternatesOf(deps.publicUrl, parts.path, parts.query) : null,
    noindex: parts.noindex,
    image,
    jsonLd: parts.jsonLd,
  });
}
