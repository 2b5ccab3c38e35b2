import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminVocabularyTerm } from '../../../../shared/schemas/vocabulary';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { useRenameTerm, useRestoreTerm, useRetireTerm } from '../api/vocabulary';
import styles from './publish.module.css';
import { VocabularyTermForm } from './vocabulary-term-form';

/** One term of the vocabulary: both names, how many companies have it, rename, retire or restore. */
export function VocabularyTermRow({ term }: { term: AdminVocabularyTerm }) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const rename = useRenameTerm();
  const retire = useRetireTerm();
  const restore = useRestoreTerm();
  const [renaming, setRenaming] = useState(false);

  const toggle = async () => {
    const write = term.retired ? restore : retire;
    const answer = await write.mutateAsync({ id: term.id });
    if (isOk(answer)) toast.success(t(term.retired ? 'vocabulary.restoreDone' : 'vocabulary.retireDone'));
    else toast.error(refusalText(answer, t('vocabulary.failed')));
  };

  if (renaming)
    return (
      <li className={styles.item}>
        <VocabularyTermForm
          initial={{ kind: term.kind, name_pt: term.namePt, name_en: term.nameEn }}
          withKind={false}
          submitLabel={t('vocabulary.save')}
          doneText={t('vocabulary.renamed')}
          sending={rename.isPending}
          send={(names) =>
            rename.mutateAsync({ id: term.id, name_pt: names.name_pt, name_en: names.name_en })
          }
          onDone={() => setRenaming(false)}
        />
      </li>
    );
  return (
    <li className={styles.item}>
      <div>
        <strong>{term.namePt}</strong> / <span lang="en">{term.nameEn}</span>
        <div className={styles.muted}>
          {t(`vocabulary.kinds.${term.kind}`)} ·{' '}
          {t('vocabulary.usage', { companies: formatCount(term.companies, lang) })}
          {term.retired && ` · ${t('vocabulary.retired')}`}
        </div>
      </div>
      <div className={styles.actions}>
        <Button size="small" variant="secondary" onClick={() => setRenaming(true)}>
          {t('vocabulary.rename')}
        </Button>
        <Button
          size="small"
          variant={term.retired ? 'secondary' : 'danger'}
          disabled={retire.isPending || restore.isPending}
          onClick={() => void toggle()}
        >
          {t(term.retired ? 'vocabulary.restore' : 'vocabulary.retire')}
        </Button>
      </div>
    </li>
  );
}
