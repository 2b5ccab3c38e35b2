import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useAddTerm, useAdminVocabulary, useTermSuggestions } from '../api/vocabulary';
import styles from './publish.module.css';
import { VocabularySuggestionCard } from './vocabulary-suggestion-card';
import { VocabularyTermForm } from './vocabulary-term-form';
import { VocabularyTermRow } from './vocabulary-term-row';

/**
 * The back office's processes and materials (issue 32, decision 0038), admins only: the companies'
 * suggestions waiting for an answer first, then adding a term and the vocabulary itself.
 */
export function AdminVocabulary() {
  const { t } = useTranslation('admin');
  const terms = useAdminVocabulary();
  const suggestions = useTermSuggestions();
  const add = useAddTerm();
  const failed = terms.isError ? terms : suggestions.isError ? suggestions : null;

  return (
    <div className={styles.section}>
      {failed && (
        <LoadFailed
          text={t('vocabulary.loadFailed')}
          error={failed.error}
          onRetry={() => void failed.refetch()}
        />
      )}
      <h3>{t('vocabulary.suggestionsTitle')}</h3>
      {suggestions.isPending && <p>{t('vocabulary.loading')}</p>}
      {suggestions.data?.length === 0 && <p>{t('vocabulary.noSuggestions')}</p>}
      {suggestions.data && suggestions.data.length > 0 && (
        <ul className={styles.list} aria-label={t('vocabulary.suggestionsTitle')}>
          {suggestions.data.map((s) => (
            <VocabularySuggestionCard key={s.id} suggestion={s} terms={terms.data ?? []} />
          ))}
        </ul>
      )}
      <h3>{t('vocabulary.addTitle')}</h3>
      <VocabularyTermForm
        initial={{ kind: 'process', name_pt: '', name_en: '' }}
        withKind
        submitLabel={t('vocabulary.add')}
        doneText={t('vocabulary.added')}
        sending={add.isPending}
        send={(values) => add.mutateAsync(values)}
      />
      <h3>{t('vocabulary.listTitle')}</h3>
      {terms.isPending && <p>{t('vocabulary.loading')}</p>}
      {terms.data && (
        <ul className={styles.list} aria-label={t('vocabulary.listLabel')}>
          {terms.data.map((term) => (
            <VocabularyTermRow key={term.id} term={term} />
          ))}
        </ul>
      )}
    </div>
  );
}
