import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VOCABULARY } from '../../../../shared/schemas/vocabulary';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { useOwnVocabulary, useSaveVocabulary } from '../api/vocabulary';
import { OwnSuggestions } from './own-suggestions';
import { SuggestTermForm } from './suggest-term-form';
import { TermPicker } from './term-picker';
import styles from './vocabulary.module.css';

/**
 * The company's processes and materials (issue 32, decision 0038): picked from the association's
 * vocabulary and saved at once, suggestions of new terms and their answers. A chunk of its own,
 * loaded with the profile's products tab.
 */
export function CompanyVocabulary() {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const vocabulary = useOwnVocabulary();
  const save = useSaveVocabulary();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const data = vocabulary.data;
  useEffect(() => {
    if (data) setChosen(new Set(data.chosen));
  }, [data]);

  if (vocabulary.isError)
    return (
      <LoadFailed
        text={t('vocabulary.loadFailed')}
        error={vocabulary.error}
        onRetry={() => void vocabulary.refetch()}
      />
    );
  if (!data) return <p>{t('vocabulary.loading')}</p>;

  const pending = data.suggestions.filter((s) => s.status === 'pending').length;
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const onSave = async () => {
    // What the form was loaded with: a term staff gave the company meanwhile is not dropped.
    const answer = await save.mutateAsync({ terms: [...chosen], previous: data.chosen });
    if (isOk(answer)) toast.success(answer.message);
    else toast.error(refusalText(answer, t('vocabulary.failed')));
  };

  return (
    <section className={styles.section} aria-labelledby="company-vocabulary">
      <h2 id="company-vocabulary">{t('vocabulary.title')}</h2>
      <p>{t('vocabulary.intro')}</p>
      <p className={styles.count}>
        {t('vocabulary.count', {
          n: formatCount(chosen.size + pending, lang),
          max: formatCount(VOCABULARY.perCompany, lang),
        })}
      </p>
      <div className={styles.kinds}>
        <TermPicker
          legend={t('vocabulary.processes')}
          terms={data.terms.filter((term) => term.kind === 'process')}
          chosen={chosen}
          onToggle={toggle}
        />
        <TermPicker
          legend={t('vocabulary.materials')}
          terms={data.terms.filter((term) => term.kind === 'material')}
          chosen={chosen}
          onToggle={toggle}
        />
      </div>
      <div className={styles.actions}>
        <Button onClick={() => void onSave()} disabled={save.isPending}>
          {save.isPending ? t('vocabulary.saving') : t('vocabulary.save')}
        </Button>
      </div>
      <SuggestTermForm />
      <OwnSuggestions suggestions={data.suggestions} />
    </section>
  );
}
