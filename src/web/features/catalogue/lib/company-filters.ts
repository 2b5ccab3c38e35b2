import type { z } from 'zod';
import { TEXT } from '../../../../shared/limits';
import {
  type CertificationStandard,
  isCertificationStandard,
} from '../../../../shared/rules/certification-standards';
import type { companiesListBody } from '../../../../shared/schemas/catalogue';

/**
 * The filters of /companies. They live in the query string (PRODUCT.md section 2) so a reload, a
 * shared link and the browser's back and forward buttons all restore the same list.
 */
export type OrderBy = 'name' | 'rate';
export type Order = 'asc' | 'desc';

export interface CompanyFilters {
  /** null means "All". */
  state: number | null;
  city: number | null;
  category: number | null;
  /** A process and a material of the association's vocabulary (issue 32); null means "All". */
  process: number | null;
  material: number | null;
  /** A valid certificate of this standard (issue 32); null: any company. */
  certification: CertificationStandard | null;
  /** null: not chosen, the server's default: most relevant with a search, else by name (issue 32). */
  orderBy: OrderBy | null;
  order: Order;
  search: string;
}

export const DEFAULT_FILTERS: CompanyFilters = {
  state: null,
  city: null,
  category: null,
  process: null,
  material: null,
  certification: null,
  orderBy: null,
  order: 'asc',
  search: '',
};

function readId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Reads the filters from a query string; unknown or malformed values fall back to the defaults. */
export function parseCompanyFilters(params: URLSearchParams): CompanyFilters {
  const orderBy = params.get('order_by');
  const order = params.get('order');
  return {
    state: readId(params.get('state')),
    city: readId(params.get('city')),
    category: readId(params.get('category')),
    process: readId(params.get('process')),
    material: readId(params.get('material')),
    certification: isCertificationStandard(params.get('certification'))
      ? (params.get('certification') as CertificationStandard)
      : null,
    orderBy: orderBy === 'rate' || orderBy === 'name' ? orderBy : null,
    order: order === 'desc' ? 'desc' : 'asc',
    search: (params.get('search') ?? '').trim().slice(0, TEXT.search),
  };
}

/** Writes the filters back, leaving out defaults so the plain /companies link is the unfiltered list. */
export function serializeCompanyFilters(filters: CompanyFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.state !== null) params.set('state', String(filters.state));
  if (filters.city !== null) params.set('city', String(filters.city));
  if (filters.category !== null) params.set('category', String(filters.category));
  if (filters.process !== null) params.set('process', String(filters.process));
  if (filters.material !== null) params.set('material', String(filters.material));
  if (filters.certification !== null) params.set('certification', filters.certification);
  if (filters.orderBy !== null) params.set('order_by', filters.orderBy);
  if (filters.order !== DEFAULT_FILTERS.order) params.set('order', filters.order);
  if (filters.search) params.set('search', filters.search);
  return params;
}

/** How many of the select filters differ from "All" (shown on the collapsed filters button). */
export function activeFilterCount(filters: CompanyFilters): number {
  return [
    filters.state,
    filters.city,
    filters.category,
    filters.process,
    filters.material,
    filters.certification,
  ].filter((v) => v !== null).length;
}

/** The sort the menu shows: the chosen one, else the server's default for this search. */
export function shownOrderBy(filters: CompanyFilters): OrderBy | 'relevance' {
  return filters.orderBy ?? (filters.search ? 'relevance' : 'name');
}

/** The body of POST /companies/list for one page; "All" travels as null (optionalIdField). */
export function toCompaniesListBody(
  filters: CompanyFilters,
  page: number,
): z.input<typeof companiesListBody> {
  return {
    search: filters.search,
    state: filters.state,
    city: filters.city,
    category: filters.category,
    process: filters.process,
    material: filters.material,
    certification: filters.certification,
    // Left out unless chosen: with a search the server then orders by relevance.
    order_by: filters.orderBy,
    order: filters.order,
    page,
  };
}
