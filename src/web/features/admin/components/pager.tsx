import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './admin.module.css';

export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last === 1) return null;
  return (
    <nav className={styles.pager}>
      <Button size="small" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('companies.previous')}
      </Button>
      <span className={styles.muted}>
        {page} / {last}
      </span>
      <Button size="small" variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t('companies.next')}
      </Button>
    </nav>
  );
}
