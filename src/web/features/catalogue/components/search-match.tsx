import { useTranslation } from 'react-i18next';
import type { SearchMatch } from '../../../../shared/schemas/catalogue-search';
import { useLanguage } from '../../../lib/use-language';
import styles from './search-match.module.css';

/**
 * Why a search result matched (issue 32): where (a product, a category, the about text) and the
 * company's words with the searched ones marked. The server sends plain text parts, so nothing in a
 * company's text is ever markup here; Portuguese text on an English page is marked as such.
 */
export function SearchMatchLine({ match }: { match: SearchMatch }) {
  const { t } = useTranslation('catalogue-search');
  const { lang } = useLanguage();
  const foreign = match.lang !== lang;
  return (
    <p className={styles.match}>
      <span className={styles.where}>{t(`search.matchIn.${match.source}`)}: </span>
      <span lang={foreign ? match.lang : undefined}>
        {match.parts.map((part, i) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
          part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
        )}
      </span>
      {foreign && match.lang === 'pt-BR' && (
        <span className={styles.note}> ({t('search.inPortuguese')})</span>
      )}
    </p>
  );
}
