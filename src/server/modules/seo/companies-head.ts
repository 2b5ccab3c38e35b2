import type { Lang } from '../../../shared/lang';
import { IMAGE_SHAPES, TEXT } from '../../../shared/limits';
import { translate } from '../../../shared/messages/translate';
import { metaDescription } from '../../../shared/rules/meta-description';
import { companiesListBody } from '../../../shared/schemas/catalogue';
import { CERTIFICATION_STANDARDS } from '../../../shared/schemas/company-certifications';
import type { Db } from '../../db/client';
import { absoluteFileUrl, companyPath, pageUrl, previewFileUrl, type QueryPairs } from '../../lib/seo-urls';
import { listCompanies, listInfo } from '../company-catalogue/companies-service';
import { companyInfo } from '../company-catalogue/company-page-service';
import type { PreviewImage } from './head-tags';
import { CONTENT_PAGES } from './page-route';
import { breadcrumbLd, companyLd, companyListLd, type JsonLd } from './structured-data';

/** What a page's head says, before the parts every page shares (head-tags.ts). */
export interface PageHeadParts {
  title: string;
  description: string;
  path: string;
  query: QueryPairs;
  noindex: boolean;
  image: PreviewImage | null;
  jsonLd: JsonLd[];
}

export interface HeadDeps {
  db: Db;
  publicUrl: string;
}

/**
 * The preview picture: the cover at 960 px (a JPEG variant of GET /files/{id}?w=, about 460 px
 * high: over the 200 × 200 px Facebook and LinkedIn ask for and well under WhatsApp's size limit),
 * else the square logo at 480 px, else none.
 */
export const PREVIEW_COVER_WIDTH = 960;
const PREVIEW_LOGO_WIDTH = 480;

function previewImage(
  publicUrl: string,
  lang: Lang,
  name: string,
  images: { cover: string | null; logo: string | null },
): PreviewImage | null {
  if (images.cover) {
    const { width, height } = IMAGE_SHAPES.cover;
    return {
      url: previewFileUrl(publicUrl, images.cover, PREVIEW_COVER_WIDTH),
      width: PREVIEW_COVER_WIDTH,
      height: Math.round((PREVIEW_COVER_WIDTH * height) / width),
      alt: translate(lang, 'seo.company.cover', { name }),
      type: 'image/jpeg',
    };
  }
  if (images.logo) {
    const { width, height } = IMAGE_SHAPES.logo;
    return {
      url: previewFileUrl(publicUrl, images.logo, PREVIEW_LOGO_WIDTH),
      width: PREVIEW_LOGO_WIDTH,
      height: Math.round((PREVIEW_LOGO_WIDTH * height) / width),
      alt: translate(lang, 'seo.company.logo', { name }),
      type: 'image/jpeg',
    };
  }
  return null;
}

const trail = (deps: HeadDeps, lang: Lang) => ({
  home: { name: translate(lang, 'seo.home.title'), url: pageUrl(deps.publicUrl, '/', [], lang) },
  companies: {
    name: translate(lang, 'seo.companies.title'),
    url: pageUrl(deps.publicUrl, CONTENT_PAGES.companies, [], lang),
  },
});

/** A company page: its name, short description, cover or logo, LocalBusiness and breadcrumb. */
export async function companyHead(deps: HeadDeps, reqId: string, lang: Lang): Promise<PageHeadParts> {
  const company = await companyInfo(deps.db, reqId, lang);
  const path = companyPath(company.reqId, company.tradeName);
  const page = pageUrl(deps.publicUrl, path, [], lang);
  const short = metaDescription(company.aboutShort);
  const logo = company.logo ? absoluteFileUrl(deps.publicUrl, company.logo) : null;
  const cover = company.cover ? absoluteFileUrl(deps.publicUrl, company.cover) : null;
  const { home, companies } = trail(deps, lang);
  return {
    title: company.tradeName,
    description:
      short ||
      translate(lang, 'seo.company.description', {
        name: company.tradeName,
        city: company.addressCity,
        state: company.addressState,
      }),
    path,
    query: [],
    noindex: false,
    image: previewImage(deps.publicUrl, lang, company.tradeName, company),
    jsonLd: [
      companyLd(company, { page, logo, cover }),
      breadcrumbLd([home, companies, { name: company.tradeName, url: page }]),
    ],
  };
}

function readId(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** The /companies filters as the web reads them (features/catalogue/lib/company-filters.ts). */
export function companiesFilters(query: Record<string, string | undefined>) {
  return companiesListBody.parse({
    state: readId(query.state),
    city: readId(query.city),
    category: readId(query.category),
    process: readId(query.process),
    material: readId(query.material),
    certification: (CERTIFICATION_STANDARDS as readonly string[]).includes(query.certification ?? '')
      ? query.certification
      : undefined,
    order_by: query.order_by === 'rate' ? 'rate' : 'name',
    order: query.order === 'desc' ? 'desc' : 'asc',
    search: (query.search ?? '').trim().slice(0, TEXT.search),
    page: 1,
  });
}

/**
 * /companies: the filters named in the title ("Companies: Machining, Campinas/SP"), the first page
 * of companies as an ItemList. The canonical address keeps the filters and drops the order (the
 * same companies); a text search is a search result page, left out of the index.
 */
export async function companiesHead(
  deps: HeadDeps,
  query: Record<string, string | undefined>,
  lang: Lang,
): Promise<PageHeadParts> {
  const body = companiesFilters(query);
  const [info, page] = await Promise.all([listInfo(deps.db, lang), listCompanies(deps.db, body)]);
  const category = info.categories.find((c) => c.id === body.category);
  // The vocabulary's filters (issue 32): named in the title, kept in the canonical address.
  const process = info.processes.find((p) => p.id === body.process);
  const material = info.materials.find((m) => m.id === body.material);
  const city = info.cities.find((c) => c.id === body.city);
  const state = info.states.find((s) => s.id === (city?.state ?? body.state));
  const place = city ? `${city.cityName}${state ? `/${state.iso}` : ''}` : state?.iso;
  const named = [
    category?.name,
    process?.name,
    material?.name,
    place,
    body.search ? translate(lang, 'seo.companies.search', { search: body.search }) : undefined,
  ].filter((part): part is string => Boolean(part));
  const filters = named.join(', ');
  const kept: [string, string][] = [];
  if (state && !city) kept.push(['state', String(state.id)]);
  if (city) kept.push(['city', String(city.id)]);
  if (category) kept.push(['category', String(category.id)]);
  if (process) kept.push(['process', String(process.id)]);
  if (material) kept.push(['material', String(material.id)]);
  if (body.search) kept.push(['search', body.search]);
  const urlOf = (index: number) => {
    const company = page.data[index];
    return pageUrl(deps.publicUrl, companyPath(company.reqId, company.name), [], lang);
  };
  const { home, companies } = trail(deps, lang);
  return {
    title: filters ? translate(lang, 'seo.companies.filtered', { filters }) : companies.name,
    description: filters
      ? translate(lang, 'seo.companies.filteredDescription', { filters })
      : translate(lang, 'seo.companies.description'),
    path: CONTENT_PAGES.companies,
    query: kept,
    noindex: body.search !== '',
    image: null,
    jsonLd: [companyListLd(page.data, urlOf), breadcrumbLd([home, companies])],
  };
}
