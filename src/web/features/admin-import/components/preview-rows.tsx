import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPreview, MemberRow } from '../../../../shared/schemas/member-import';
import { checkboxClass } from '../../../components/ui/form-field';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import styles from './member-import.module.css';

/** A phone draws this many rows at once without stalling; the rest are counted. */
const SHOWN_AT_MOST = 300;

/** The preview: the counts in words and every row with what it would do and its problems. */
export function PreviewRows({ preview }: { preview: MemberPreview }) {
  const { t } = useTranslation('admin-import');
  const [onlyProblems, setOnlyProblems] = useState(preview.counts.problem > 0);
  const chosen = onlyProblems ? preview.rows.filter((row) => row.outcome === 'problem') : preview.rows;
  const rows = chosen.slice(0, SHOWN_AT_MOST);
  const columns: TableColumn<MemberRow>[] = [
    { id: 'line', header: t('table.line'), cell: (row) => `${t('table.line')} ${row.line}` },
    { id: 'cnpj', header: t('table.cnpj'), cell: (row) => row.cnpj },
    { id: 'name', header: t('table.name'), cell: (row) => row.name },
    { id: 'city', header: t('table.city'), cell: (row) => row.city },
    { id: 'outcome', header: t('table.outcome'), cell: (row) => t(`outcome.${row.outcome}`) },
    {
      id: 'problems',
      header: t('table.problems'),
      whole: true,
      cell: (row) =>
        row.problems.length > 0 ? (
          <ul className={styles.problems}>
            {row.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <section className={styles.panel} aria-live="polite">
      <p className={styles.status}>{preview.summary}</p>
      {preview.counts.problem > 0 && (
        <>
          <p role="alert">{t('fixFirst', { count: preview.counts.problem })}</p>
          <label className={styles.choice}>
            <input
              type="checkbox"
              className={checkboxClass}
              checked={onlyProblems}
              onChange={(event) => setOnlyProblems(event.target.checked)}
            />
            {t('onlyProblems')}
          </label>
        </>
      )}
      {chosen.length > rows.length && <p>{t('shown', { shown: rows.length, total: chosen.length })}</p>}
      <ResponsiveTable label={t('table.label')} rows={rows} rowKey={(row) => row.line} columns={columns} />
    </section>
  );
}
