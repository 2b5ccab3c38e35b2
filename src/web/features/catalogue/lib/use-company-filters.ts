import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type CompanyFilters, parseCompanyFilters, serializeCompanyFilters } from './company-filters';

/**
 * The /companies filters, read from and written to the query string. Each change is a new history
 * entry, so Back undoes the last filter; the scroll position is kept while the list reloads.
 */
export function useCompanyFilters(): [CompanyFilters, (change: Partial<CompanyFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseCompanyFilters(params), [params]);
  const update = useCallback(
    (change: Partial<CompanyFilters>) => {
      setParams((current) => serializeCompanyFilters({ ...parseCompanyFilters(current), ...change }), {
        preventScrollReset: true,
      });
    },
    [setParams],
  );
  return [filters, update];
}
