import { useListInfo } from '../api/get-list-info';
import { useCompanyFilters } from '../lib/use-company-filters';
import styles from './company-directory.module.css';
import { CompanyFilters } from './company-filters';
import { CompanyResults } from './company-results';

/** The body of /companies: the filters (in the query string) above the list they select. */
export function CompanyDirectory() {
  const [filters, setFilters] = useCompanyFilters();
  const info = useListInfo();
  return (
    <div className={styles.directory}>
      <CompanyFilters filters={filters} onChange={setFilters} options={info.data} />
      <CompanyResults filters={filters} />
    </div>
  );
}
