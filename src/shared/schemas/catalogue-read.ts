import { z } from 'zod';
import { searchMatch } from './catalogue-search';
import { publicCertification } from './company-certifications';
import { publicProduct } from './company-products';
import { ok } from './envelope';
import { publicReply } from './rating-reply';
import { responsivenessFigures } from './responsiveness';
import { namedTerm } from './vocabulary';

/*
 * What the public catalogue calls answer (PRODUCT.md 3 and 7). Image and file fields are URLs of
 * the form /files/{reqId} (never changing under one URL), or null when there is none.
 */

const url = z.string();
const nullableUrl = z.string().nullable();

export const aboutContent = z.object({
  history: z.string(),
  historyShort: z.string(),
  video: z.string().nullable(),
});
export const contactContent = z.object({
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  linkedin: z.string(),
  youtube: z.string(),
  x: z.string(),
  fantasyName: z.string(),
  doc: z.string(),
});
/** `text`: a line under the caption, only when the association wrote one (issue 15). */
export const slide = z.object({
  img: url,
  caption: z.string(),
  text: z.string().optional(),
  href: z.string().nullable(),
});
export const bannerImage = z.object({ img: url, href: z.string().nullable() });

export const dataIndexResponse = ok({
  about: aboutContent,
  slider: z.object({ mobile: z.array(slide), desktop: z.array(slide) }),
  banner: z.object({ mobile: bannerImage.nullable(), desktop: bannerImage.nullable() }),
});
export const aboutResponse = ok({ about: aboutContent });
export const contactResponse = ok({ contact: contactContent });
/**
 * Markdown in the request's language. `publishedAt` (issue 15, optional): when the current version
 * was published (ISO 8601), absent if no version was ever recorded.
 */
export const termsResponse = ok({ terms: z.string(), publishedAt: z.string().optional() });

export const category = z.object({ id: z.number().int(), name: z.string() });
export const categoriesResponse = ok({ data: z.array(category) });

export const cityItem = z.object({ id: z.number().int(), cityName: z.string(), state: z.number().int() });
export const stateItem = z.object({ id: z.number().int(), iso: z.string() });
export const listInfoResponse = ok({
  categories: z.array(category),
  cities: z.array(cityItem),
  states: z.array(stateItem),
  /** Added after the spec (issue 32): the vocabulary's processes and materials that a listed company has. */
  processes: z.array(namedTerm).optional(),
  materials: z.array(namedTerm).optional(),
});
/** POST /address/data with type 'cities': one state's cities (the web reads only these). */
export const citiesResponse = ok({ data: z.array(cityItem) });
export const addressDataResponse = ok({ data: z.union([z.array(cityItem), z.array(stateItem)]) });

export const companySummary = z.object({
  reqId: z.string(),
  /** Trade name, as shown on the card. */
  name: z.string(),
  cover: nullableUrl,
  logo: nullableUrl,
  /** Mean general evaluation, null with no ratings. */
  rate: z.number().nullable(),
  aboutShort: z.string(),
  /** Added later (issue 32): the language `aboutShort` is in (pt-BR when the company wrote no English one). */
  aboutShortLang: z.enum(['pt-BR', 'en']).optional(),
  cityName: z.string(),
  stateIso: z.string(),
  /** "Verified by the association" (back office); optional, added after the spec. */
  verified: z.boolean().optional(),
  /** Added by issue 33: an imported listing nobody has claimed yet ("Not yet claimed"); absent otherwise. */
  unclaimed: z.boolean().optional(),
  /** Added by issue 33 (decision 0044): a member of the association, when it shows the member mark; absent otherwise. */
  member: z.boolean().optional(),
  /** Added after the spec (issue 18): answers to quote requests, once it received 5 in 12 months. */
  responsiveness: responsivenessFigures.optional(),
  /** Added after the spec (issue 32): with a search, the company's text that matched, words marked. */
  match: searchMatch.optional(),
});
export const companiesListResponse = ok({
  data: z.array(companySummary),
  records: z.number().int(),
  /** Companies found: exact, unless `totalCapped`. */
  total: z.number().int(),
  /**
   * Added after the spec: true when more companies match than the server counts (1,000): `total`
   * is then a lower bound. The list pages on `records` either way.
   */
  totalCapped: z.boolean().optional(),
  /**
   * Added after the spec (issue 32): when a search finds nothing and the same search with close
   * known words finds something, that search (accent-free, lower-case), to offer as a link.
   */
  didYouMean: z.string().optional(),
});

export const rateItem = z.object({
  rate: z.number().int(),
  date: z.string(),
  description: z.string().nullable(),
  /** The company's public answer; null without one (or hidden by the association). Added later: optional. */
  reply: publicReply.nullable().optional(),
});
/** The public company page: only what the page shows (no CNPJ, no owner, no internal ids). */
export const companyPublic = z.object({
  reqId: z.string(),
  tradeName: z.string(),
  name: z.string(),
  /** y when the company accepts quote requests (and can receive them). */
  quotes: z.enum(['y', 'n']),
  email: z.string(),
  phone1: z.string().nullable(),
  phone2: z.string().nullable(),
  whatsapp: z.string().nullable(),
  website: z.string().nullable(),
  videoUrl: z.string().nullable(),
  mapUrl: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  youtube: z.string().nullable(),
  linkedin: z.string().nullable(),
  /** In the reader's language where the company wrote it (issue 32, decision 0042), else in Portuguese. */
  about: z.string(),
  aboutShort: z.string(),
  /** Added later (issue 32): the languages of `about` and `aboutShort`, so a page marks Portuguese text. */
  aboutLang: z.enum(['pt-BR', 'en']).optional(),
  aboutShortLang: z.enum(['pt-BR', 'en']).optional(),
  postalCode: z.string(),
  address: z.string(),
  addressNumber: z.string(),
  addressAdjunct: z.string().nullable(),
  addressNeighborhood: z.string(),
  addressState: z.string(),
  addressCity: z.string(),
  categories: z.array(category),
  logo: nullableUrl,
  cover: nullableUrl,
  portfolio: z.array(z.object({ reqId: z.string(), url })),
  rate: z.number().nullable(),
  /** Proposals of this company that were chosen… */
  proposals: z.number().int(),
  /** …out of the proposals it sent. */
  proposalsSent: z.number().int(),
  rates: z.array(rateItem),
  /** "Verified by the association" (back office); optional, added after the spec. */
  verified: z.boolean().optional(),
  /** Added by issue 33: an imported listing nobody has claimed yet ("Not yet claimed"); absent otherwise. */
  unclaimed: z.boolean().optional(),
  /** Added by issue 33 (decision 0044): a member of the association, when it shows the member mark; absent otherwise. */
  member: z.boolean().optional(),
  /** Added after the spec (issue 18): answers to quote requests, once it received 5 in 12 months. */
  responsiveness: responsivenessFigures.optional(),
  /** Added after the spec (issue 32): its products and services, in the reader's language where written. */
  products: z.array(publicProduct).optional(),
  /** Added after the spec (issue 32): its processes and materials from the association's vocabulary, in the reader's language. */
  processes: z.array(namedTerm).optional(),
  materials: z.array(namedTerm).optional(),
  /** Added after the spec (issue 32): its certifications, valid ones first, expired ones marked. */
  certifications: z.array(publicCertification).optional(),
});
export const companyInfoResponse = ok({ data: companyPublic });

export const magazineItem = z.object({
  reqId: z.string(),
  name: z.string(),
  date: z.string(),
  cover: nullableUrl,
  file: url,
});
export const magazinesListResponse = ok({
  data: z.array(magazineItem),
  records: z.number().int(),
  total: z.number().int(),
});

export const faqItem = z.object({ question: z.string(), answer: z.string() });
export const faqListResponse = ok({
  data: z.array(faqItem),
  records: z.number().int(),
  total: z.number().int(),
});

export type DataIndex = z.infer<typeof dataIndexResponse>;
export type CompanySummary = z.infer<typeof companySummary>;
export type CompanyPublic = z.infer<typeof companyPublic>;
export type MagazineItem = z.infer<typeof magazineItem>;
export type FaqItem = z.infer<typeof faqItem>;
export type Category = z.infer<typeof category>;
export type CityItem = z.infer<typeof cityItem>;
export type StateItem = z.infer<typeof stateItem>;
