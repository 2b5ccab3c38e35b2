import type { Lang } from '../../../shared/lang';
import { escapeHtml } from '../../lib/html';
import type { Alternates } from '../../lib/seo-urls';
import { jsonForScript } from '../../plugins/web-page';
import type { JsonLd } from './structured-data';

/*
 * A page's head as HTML: title and description, the canonical address and its alternates in each
 * language, the Open Graph and Twitter card tags link previews read (WhatsApp, LinkedIn, Facebook,
 * X, Slack, Telegram… fetch the HTML and run no script), and the page's JSON-LD. Every value is
 * escaped; JSON-LD goes through jsonForScript so no text can close its <script> element. JSON-LD
 * is a data block, not a script: the Content-Security-Policy does not govern it.
 */

export interface PreviewImage {
  /** Absolute. */
  url: string;
  width: number;
  height: number;
  alt: string;
  type: string;
}

export interface HeadSpec {
  lang: Lang;
  siteName: string;
  title: string;
  description: string;
  /** The page's own address in its language; null for pages kept out of search engines. */
  canonical: string | null;
  alternates: Alternates | null;
  /** `noindex`: private pages, internal search results and the 404 page. */
  noindex: boolean;
  image: PreviewImage | null;
  jsonLd: JsonLd[];
}

const OG_LOCALE: Record<Lang, string> = { 'pt-BR': 'pt_BR', en: 'en_US' };

const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attr}="${key}" content="${escapeHtml(String(content))}">`;

export function renderHead(spec: HeadSpec): string {
  const tags = [`<title>${escapeHtml(spec.title)}</title>`, meta('name', 'description', spec.description)];
  if (spec.noindex) tags.push(meta('name', 'robots', 'noindex, follow'));
  if (spec.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(spec.canonical)}">`);
  if (spec.alternates)
    for (const [hreflang, href] of Object.entries(spec.alternates))
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);

  const otherLocales = Object.entries(OG_LOCALE).filter(([lang]) => lang !== spec.lang);
  tags.push(
    meta('property', 'og:site_name', spec.siteName),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', spec.title),
    meta('property', 'og:description', spec.description),
    meta('property', 'og:locale', OG_LOCALE[spec.lang]),
    ...otherLocales.map(([, locale]) => meta('property', 'og:locale:alternate', locale)),
  );
  if (spec.canonical) tags.push(meta('property', 'og:url', spec.canonical));
  const { image } = spec;
  if (image)
    tags.push(
      meta('property', 'og:image', image.url),
      meta('property', 'og:image:type', image.type),
      meta('property', 'og:image:width', image.width),
      meta('property', 'og:image:height', image.height),
      meta('property', 'og:image:alt', image.alt),
    );
  // A wide picture makes the large card; a square logo (or none) the small one.
  const large = image !== null && image.width > image.height;
  tags.push(
    meta('name', 'twitter:card', large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', spec.title),
    meta('name', 'twitter:description', spec.description),
  );
  if (image)
    tags.push(meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt));
  for (const data of spec.jsonLd)
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('');
}
