/*
 * Which page of the client router (src/web/app/route-table.tsx) a path is, as far as its head is
 * concerned: the public pages each get their own title, description and preview; the private ones
 * (logged in, or reached from an e-mail) and unknown paths are kept out of search engines.
 */

export const PUBLIC_TERMS = ['privacy-policy', 'terms-of-use'] as const;
export type PublicTerm = (typeof PUBLIC_TERMS)[number];

export type PageRoute =
  | { kind: 'home' | 'companies' | 'aboutUs' | 'contact' | 'faq' | 'magazines' }
  | { kind: 'company'; reqId: string }
  | { kind: 'terms'; name: PublicTerm }
  | { kind: 'private' }
  | { kind: 'notFound' };

/** The content pages at fixed paths, as lib/paths.ts names them (the sitemap lists these too). */
export const CONTENT_PAGES = {
  home: '/',
  companies: '/companies',
  aboutUs: '/about-us',
  contact: '/contact',
  faq: '/frequent-asked-questions',
  magazines: '/magazines',
} as const;
export type ContentPage = keyof typeof CONTENT_PAGES;

const BY_PATH = new Map<string, ContentPage>(
  Object.entries(CONTENT_PAGES).map(([kind, path]) => [path, kind as ContentPage]),
);

// Pages of the route table that only make sense to one person.
const PRIVATE = [
  /^\/quotes(\/new-quote\/[^/]+)?$/,
  /^\/quote-rate\/[^/]+$/,
  // A quote's comparison read through a share link (issue 34 item 5): never indexed.
  /^\/shared-quote\/[^/]+$/,
  /^\/profile$/,
  /^\/admin$/,
  /^\/password-(recovery|create)$/,
  /^\/email_confirm\/[^/]+\/[^/]+$/,
  /^\/newsletter_(confirm|unsubscribe)\/[^/]+$/,
];

function isPublicTerm(name: string): name is PublicTerm {
  return (PUBLIC_TERMS as readonly string[]).includes(name);
}

/** The route of a path (no query string); a trailing slash is the same page, as for the router. */
export function pageRoute(path: string): PageRoute {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const content = BY_PATH.get(trimmed);
  if (content) return { kind: content };
  const company = /^\/company\/([^/]+)(?:\/|$)/.exec(trimmed);
  if (company) {
    try {
      return { kind: 'company', reqId: decodeURIComponent(company[1]) };
    } catch {
      return { kind: 'notFound' };
    }
  }
  const terms = /^\/terms\/([^/]+)$/.exec(trimmed);
  if (terms && isPublicTerm(terms[1])) return { kind: 'terms', name: terms[1] };
  if (PRIVATE.some((pattern) => pattern.test(trimmed))) return { kind: 'private' };
  return { kind: 'notFound' };
}
