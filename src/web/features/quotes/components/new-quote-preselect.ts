import { useEffect, useRef } from 'react';
import type { Category } from '../../../../shared/schemas/catalogue-read';
import { type PickerCompany, useCompanyGet } from '../api/company-get';

export type PreselectState =
  | { status: 'none' | 'loading' | 'notFound' }
  | { status: 'unavailable' | 'ready'; company: PickerCompany };

/**
 * /quotes/new-quote/{companyReqId}: loads the company (POST /quotes/company_get) and, once the
 * categories are there too, hands it to `apply` with the category to preselect: the first of its
 * categories that the select offers. Applied once per company, so the person's later changes stay.
 * A company that cannot receive quotes now is reported, not preselected (it would get nothing).
 */
export function usePreselectedCompany(
  companyReqId: string | undefined,
  categories: readonly Category[] | undefined,
  apply: (company: PickerCompany, category: number | null) => void,
): PreselectState {
  const company = useCompanyGet(companyReqId);
  const appliedFor = useRef<string | null>(null);
  const data = company.data;

  useEffect(() => {
    if (!companyReqId || !data || !categories || appliedFor.current === companyReqId) return;
    appliedFor.current = companyReqId;
    if (!data.receivesQuotes) return;
    const offered = data.categories.find((id) => categories.some((category) => category.id === id));
    apply(data, offered ?? null);
  }, [companyReqId, data, categories, apply]);

  if (!companyReqId) return { status: 'none' };
  if (company.isPending) return { status: 'loading' };
  if (!data) return { status: 'notFound' };
  return { status: data.receivesQuotes ? 'ready' : 'unavailable', company: data };
}
