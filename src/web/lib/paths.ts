/**
 * URLs of the screens of PRODUCT.md section 2, for links and navigate(). The route table in
 * app/routes.tsx uses the same patterns.
 */
export const TERM_NAMES = ['privacy-policy', 'terms-of-use'] as const;
export type TermName = (typeof TERM_NAMES)[number];

export function isTermName(value: string | undefined): value is TermName {
  return (TERM_NAMES as readonly string[]).includes(value ?? '');
}

export const paths = {
  home: '/',
  companies: '/companies',
  company: (reqId: string, slug: string) =>
    `/company/${encodeURIComponent(reqId)}/${encodeURIComponent(slug)}`,
  quotes: '/quotes',
  newQuote: (companyReqId: string) => `/quotes/new-quote/${encodeURIComponent(companyReqId)}`,
  quoteRate: (proposalReqId: string) => `/quote-rate/${encodeURIComponent(proposalReqId)}`,
  aboutUs: '/about-us',
  contact: '/contact',
  faq: '/frequent-asked-questions',
  magazines: '/magazines',
  profile: '/profile',
  passwordRecovery: '/password-recovery',
  passwordCreate: '/password-create',
  terms: (name: TermName) => `/terms/${name}`,
  notFound: '/404-not-found',
  admin: '/admin',
} as const;

/** Navigation state of the header's search icon: /companies opens with its search box focused. */
export const FOCUS_SEARCH_STATE = { focusSearch: true } as const;

export function wantsSearchFocus(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { focusSearch?: unknown }).focusSearch === true
  );
}
