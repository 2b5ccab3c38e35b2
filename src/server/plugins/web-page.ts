import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FIRST_PAINT_MARK,
  INITIAL_DATA_ID,
  type InitialQuery,
  initialQueryKeys,
  PAGE_SCRIPTS_ID,
  SERVER_RENDERED_ATTRIBUTE,
  SLIDE_SIZES,
} from '../../shared/first-paint';
import { imageSrcSet } from '../../shared/image-widths';
import { LANG_COOKIE, type Lang, parseLang } from '../../shared/lang';
import { BREAKPOINTS, IMAGE_SHAPES } from '../../shared/limits';
import { companyInfoResponse, dataIndexResponse } from '../../shared/schemas/catalogue-read';
import { escapeHtml } from '../lib/html';

/*
 * index.html per page: what a phone needs to paint a page early, without waiting for the client's
 * script and its API calls: for the home page, the first slide as a static picture (the largest
 * element) and GET /data/index's answer; for a company page, its cover and POST /companies/info's.
 * The client seeds its query cache with the answers (src/web/app/initial-data.ts), and its first
 * render replaces the static markup with the same content.
 */

export interface PageParts {
  firstPaint: string;
  queries: InitialQuery[];
  /** The server's render of the page (web-ssr.ts): replaces #root's static first paint, to hydrate. */
  body?: string;
  /** That page's stylesheets (inline, web-ssr.ts), for <head>. */
  links?: string;
  /** The scripts that page's chunk needs beyond the entry's (web-ssr.ts), loaded after its first paint. */
  scripts?: string[];
}

const NO_PARTS: PageParts = { firstPaint: '', queries: [] };

/**
 * JSON for the inside of a <script> element: `<`, `>` and `&` as \u escapes, so no value can close
 * the element or start a comment; JSON.parse reads them back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** `?lang=en` / `?lang=pt-BR`: a language's own URL (decision 0017); null when absent or neither. */
export function askedLang(request: FastifyRequest): Lang | null {
  const query = request.url.indexOf('?');
  const asked = query < 0 ? null : new URLSearchParams(request.url.slice(query + 1)).get('lang');
  return asked === 'en' || asked === 'pt-BR' ? asked : null;
}

/**
 * The client's language as lib/i18n.ts startLanguage picks it: `?lang=`, its cookie, else the
 * browser's first language.
 */
export function pageLang(request: FastifyRequest): Lang {
  const asked = askedLang(request);
  if (asked) return asked;
  const stored = cookieOf(request.headers.cookie, LANG_COOKIE);
  if (stored === 'en' || stored === 'pt-BR') return stored;
  return parseLang(request.headers['accept-language']?.split(',')[0]);
}

const MOBILE_SLIDES = `(max-width: ${BREAKPOINTS.homeSlidesMobileBelow - 0.02}px)`;

/** The first slide for each screen, as the slideshow shows it (same srcset and sizes, so one download). */
async function homeParts(app: FastifyInstance, lang: Lang): Promise<PageParts> {
  const answer = dataIndexResponse.parse(await app.pageReads.read('GET', '/data/index', undefined, lang));
  const queries = [{ key: initialQueryKeys.dataIndex(lang), data: answer }];
  // A missing set falls back to the other one, as HomeSlideshow does.
  const { mobile, desktop } = answer.slider;
  const small = mobile[0] ?? desktop[0];
  const large = desktop[0] ?? mobile[0];
  if (!small || !large) return { ...NO_PARTS, queries };
  const { mobile: m, desktop: d } = SLIDE_SIZES;
  const firstPaint =
    `<div class="first-paint-hero"><picture>` +
    `<source media="${MOBILE_SLIDES}" srcset="${escapeHtml(imageSrcSet(small.img, m.width))}" sizes="100vw" width="${m.width}" height="${m.height}">` +
    `<img src="${escapeHtml(large.img)}" srcset="${escapeHtml(imageSrcSet(large.img, d.width))}" sizes="100vw" width="${d.width}" height="${d.height}" alt="${escapeHtml(large.caption)}" fetchpriority="high">` +
    `</picture></div>`;
  return { firstPaint, queries };
}

/**
 * The company's cover as CompanyHeader shows it. Its alt is left empty: the page's own image, with
 * the translated alt, replaces it moments later, and the server has no interface strings.
 */
async function companyParts(app: FastifyInstance, lang: Lang, reqId: string): Promise<PageParts> {
  const answer = companyInfoResponse.parse(
    await app.pageReads.read('POST', '/companies/info', { req_id: reqId }, lang),
  );
  const { cover } = answer.data;
  const { width, height } = IMAGE_SHAPES.cover;
  const image = cover
    ? `<img src="${escapeHtml(cover)}" srcset="${escapeHtml(imageSrcSet(cover, width))}" sizes="100vw" width="${width}" height="${height}" alt="" fetchpriority="high">`
    : '';
  return {
    firstPaint: `<div class="first-paint-page"><div class="first-paint-cover">${image}</div></div>`,
    queries: [{ key: initialQueryKeys.company(lang, reqId), data: answer.data }],
  };
}

/** What the page at `path` gets; nothing when it has nothing to send early or its data failed. */
export async function pageParts(app: FastifyInstance, path: string, lang: Lang): Promise<PageParts> {
  try {
    if (path === '/') return await homeParts(app, lang);
    const company = /^\/company\/([^/]+)(?:\/|$)/.exec(path);
    if (company) return await companyParts(app, lang, decodeURIComponent(company[1]));
  } catch (error) {
    // An unknown company (NFD001) or a database hiccup: the client asks the API as before.
    app.log.debug({ err: error, path }, 'page sent without its first data');
  }
  return NO_PARTS;
}

/**
 * The page's own head (modules/seo/page-head-service.ts: title, description, canonical, previews,
 * JSON-LD) in place of the template's generic title and description: where the title was, near
 * the top, as some link previewers read only a page's first kilobytes.
 */
function withHead(template: string, head: string): string {
  if (!head) return template;
  const TITLE = /<title>[^<]*<\/title>/;
  const page = template.replace(/<meta name="description"[^>]*>\s*/, '');
  return TITLE.test(page) ? page.replace(TITLE, () => head) : page.replace('</head>', () => `${head}</head>`);
}

/** The template with the page's parts; replacer functions, so a `$` in the data is taken literally. */
export function renderPage(template: string, lang: Lang, parts: PageParts, head = ''): string {
  const data = parts.queries.length
    ? `<script type="application/json" id="${INITIAL_DATA_ID}">${jsonForScript({ queries: parts.queries })}</script>`
    : '';
  const { body } = parts;
  const html = withHead(template, head)
    .replace(/<html lang="[^"]*">/, () =>
      body === undefined ? `<html lang="${lang}">` : `<html lang="${lang}" ${SERVER_RENDERED_ATTRIBUTE}>`,
    )
    .replace('</head>', () => `${parts.links ?? ''}${data}</head>`);
  // A server-rendered page's markup takes the place of the whole static first paint.
  if (body !== undefined)
    return startsAfterFirstPaint(
      html.replace(ROOT_CONTENT, () => `<div id="root">${body}</div>`),
      parts,
    );
  return html.replace(FIRST_PAINT_MARK, () => parts.firstPaint);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A server-rendered page without the template's entry script and module preloads: they, and the
 * page's own scripts, become the list that index.html's start-up script loads once the page has
 * been painted (decision 0022; src/shared/first-paint.ts START_AFTER_FIRST_PAINT). A template without an entry
 * script (no client build) is left as it is.
 */
function startsAfterFirstPaint(html: string, parts: PageParts): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (entry === null) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const scripts = [...new Set([...preloads, ...(parts.scripts ?? [])])].filter((href) => href !== entry[1]);
  const list = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${jsonForScript([...scripts, entry[1]])}</script>`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', () => `${list}</head>`);
}

/** #root and its static first paint, as index.html has them (one line, ending at the mark). */
const ROOT_CONTENT = new RegExp(`<div id="root">[\\s\\S]*?${FIRST_PAINT_MARK}</div>`);

/** A page's HTML and, once asked for, its compressed forms: kept with a cached page, compressed once. */
export interface HtmlVariants {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Compressed per request (the page differs per path and language) unless `page` keeps its compressed forms. */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  page: string | HtmlVariants,
): FastifyReply {
  const variants = typeof page === 'string' ? { html: page } : page;
  const accepted = request.headers['accept-encoding'] ?? '';
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    variants.br ??= brotliCompressSync(variants.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(variants.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    variants.gzip ??= gzipSync(variants.html, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(variants.gzip);
  }
  return reply.send(variants.html);
}
