import type {
  BreadcrumbList,
  EducationalOccupationalCredential,
  FAQPage,
  ItemList,
  LocalBusiness,
  OfferCatalog,
  PostalAddress,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { Lang } from '../../../shared/lang';
import { formatCep } from '../../../shared/rules/cep';
import { onlyDigits } from '../../../shared/rules/digits';
import { SOCIAL_URLS } from '../../../shared/rules/social-urls';
import type { CompanyPublic, CompanySummary, FaqItem } from '../../../shared/schemas/catalogue-read';
import { markdownToHtml } from '../../lib/markdown-html';

/*
 * The JSON-LD (schema.org) of the public pages, typed by schema-dts so a misspelt property or a
 * value of the wrong type fails `tsc`. Search engines read it for rich results: a company's
 * address, phone, rating and profiles; the FAQ's questions; the breadcrumb trail.
 */

const CONTEXT = 'https://schema.org' as const;

export type JsonLd =
  | WithContext<LocalBusiness>
  | WithContext<BreadcrumbList>
  | WithContext<ItemList>
  | WithContext<FAQPage>
  | WithContext<WebSite>;

/** Brazilian numbers are stored as 10 or 11 digits with the area code: +55 and the digits. */
function internationalPhone(phone: string | null): string | undefined {
  const digits = onlyDigits(phone ?? '');
  return digits ? `+55${digits}` : undefined;
}

/** A social field is a handle or a whole URL (as company-links.ts reads it on the page). */
function socialUrl(network: keyof typeof SOCIAL_URLS, value: string | null): string[] {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return [];
  return [/^https?:\/\//i.test(trimmed) ? trimmed : SOCIAL_URLS[network](trimmed.replace(/^@+/, ''))];
}

function websiteUrl(site: string | null): string[] {
  const trimmed = site?.trim() ?? '';
  if (!trimmed) return [];
  return [/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`];
}

export function postalAddressOf(company: CompanyPublic): PostalAddress {
  const street = [company.address, company.addressNumber, company.addressAdjunct].filter(Boolean).join(', ');
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: company.addressCity,
    addressRegion: company.addressState,
    postalCode: formatCep(company.postalCode),
    addressCountry: 'BR',
  };
}

export interface CompanyLinks {
  /** The company page, in the page's language. */
  page: string;
  /** Absolute logo and cover URLs, when it has them. */
  logo: string | null;
  cover: string | null;
}

/**
 * The company as a LocalBusiness (an Organization with a place): name, address, phones, e-mail,
 * its page, logo and images, its website and social profiles as `sameAs`, its categories, processes
 * and materials as `knowsAbout`, and the mean of its ratings only when it has some (an empty rating is invalid).
 */
export function companyLd(company: CompanyPublic, links: CompanyLinks): WithContext<LocalBusiness> {
  const sameAs = [
    ...websiteUrl(company.website),
    ...socialUrl('instagram', company.instagram),
    ...socialUrl('facebook', company.facebook),
    ...socialUrl('linkedin', company.linkedin),
    ...socialUrl('youtube', company.youtube),
  ];
  const images = [links.cover, links.logo].filter((url): url is string => url !== null);
  const telephone = internationalPhone(company.phone1) ?? internationalPhone(company.whatsapp);
  const rated = company.rate !== null && company.rates.length > 0;
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': `${links.page.split('?')[0]}#business`,
    name: company.tradeName,
    legalName: company.name,
    description: company.aboutShort || undefined,
    url: links.page,
    ...(links.logo ? { logo: links.logo } : {}),
    ...(images.length ? { image: images } : {}),
    ...(telephone ? { telephone } : {}),
    email: company.email,
    address: postalAddressOf(company),
    ...(sameAs.length ? { sameAs } : {}),
    ...knowsAboutOf(company),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: company.rate ?? 0,
            ratingCount: company.rates.length,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(company.products?.length ? { hasOfferCatalog: offerCatalogOf(company) } : {}),
    ...credentialsOf(company),
  };
}

/**
 * What the company knows about: its categories, then its processes and materials from the
 * association's vocabulary (issue 32 item 1), each in the page's language, once. schema.org has no
 * closer term for a process or a material an Organization works with than `knowsAbout`.
 */
function knowsAboutOf(company: CompanyPublic): { knowsAbout?: string[] } {
  const names = [
    ...company.categories.map((c) => c.name),
    ...(company.processes ?? []).map((p) => p.name),
    ...(company.materials ?? []).map((m) => m.name),
  ];
  return names.length ? { knowsAbout: [...new Set(names)] } : {};
}

/**
 * The company's valid certificates as `hasCredential` (issue 32, decision 0037): each an
 * EducationalOccupationalCredential of category "certification", with its number, the
 * certification body that recognises it and its last day (`expires`). Expired ones are left out.
 */
function credentialsOf(company: CompanyPublic): { hasCredential?: EducationalOccupationalCredential[] } {
  const valid = (company.certifications ?? []).filter((c) => !c.expired);
  if (valid.length === 0) return {};
  return {
    hasCredential: valid.map((c) => ({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'certification',
      name: c.name,
      identifier: c.number,
      recognizedBy: { '@type': 'Organization', name: c.certificationBody },
      expires: c.validUntil,
    })),
  };
}

/**
 * The company's products and services as an OfferCatalog (issue 32): each an Offer of a Product
 * or Service, its text in the language the page shows it in (inLanguage when that is Portuguese
 * on an English page).
 */
function offerCatalogOf(company: CompanyPublic): OfferCatalog {
  return {
    '@type': 'OfferCatalog',
    name: company.tradeName,
    itemListElement: (company.products ?? []).map((p) => ({
      '@type': 'Offer',
      itemOffered: {
        '@type': p.kind === 'service' ? 'Service' : 'Product',
        name: p.name,
        description: p.description,
        ...(p.categories.length ? { category: p.categories.map((c) => c.name) } : {}),
      },
    })),
  };
}

/** Home › … › the page: each step a name and an absolute URL. */
export function breadcrumbLd(steps: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** The companies a /companies page shows first, in its order, each with its page. */
export function companyListLd(
  companies: Pick<CompanySummary, 'name'>[],
  urlOf: (index: number) => string,
): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    numberOfItems: companies.length,
    itemListElement: companies.map((company, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: company.name,
      url: urlOf(index),
    })),
  };
}

/** The FAQ's questions and answers, as the page lists them. */
export function faqLd(items: FaqItem[], lang: Lang): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    inLanguage: lang,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      // The answer is markdown (issue 30 item 21): rich results take it as HTML (links, lists), made
      // by the renderer the e-mails use, which drops raw HTML and unsafe links like the page's.
      acceptedAnswer: { '@type': 'Answer', text: markdownToHtml(item.answer) },
    })),
  };
}

/** The catalogue itself, on the home page. */
export function websiteLd(name: string, url: string, description: string, lang: Lang): WithContext<WebSite> {
  return { '@context': CONTEXT, '@type': 'WebSite', name, url, description, inLanguage: lang };
}
