import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NamedTerm, VocabularyKind } from '../../../../shared/schemas/vocabulary';
import { paths } from '../../../lib/paths';
import styles from './company-terms.module.css';

/** The catalogue filtered by one process or material (issue 32): the companies that have it too. */
export function termHref(kind: VocabularyKind, id: number): string {
  return `${paths.companies}?${kind}=${id}`;
}

function TermList({
  kind,
  title,
  terms,
}: {
  kind: VocabularyKind;
  title: string;
  terms: readonly NamedTerm[];
}) {
  if (terms.length === 0) return null;
  return (
    <div className={styles.group}>
      <h3 className={styles.title}>{title}</h3>
      <ul className={styles.list} aria-label={title}>
        {terms.map((term) => (
          <li key={term.id}>
            <Link to={termHref(kind, term.id)} className={styles.chip}>
              {term.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A company's processes and materials on its public page, named in the reader's language (the
 * association's vocabulary has both), each a link to the companies that share it.
 */
export function CompanyTerms({
  processes = [],
  materials = [],
}: {
  processes?: readonly NamedTerm[];
  materials?: readonly NamedTerm[];
}) {
  // catalogue-search, which the company page loads anyway: not the home page's first chunk.
  const { t } = useTranslation('catalogue-search', { keyPrefix: 'terms' });
  return (
    <div className={styles.terms}>
      <TermList kind="process" title={t('processes')} terms={processes} />
      <TermList kind="material" title={t('materials')} terms={materials} />
    </div>
  );
}
