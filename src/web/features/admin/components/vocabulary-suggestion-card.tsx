import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/rules/date-format';
import type { AdminSuggestion, AdminVocabularyTerm } from '../../../../shared/schemas/vocabulary';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { useLanguage } from '../../../lib/use-language';
import { useApproveSuggestion, useRefuseSuggestion } from '../api/vocabulary';
import styles from './publish.module.css';
import { ReasonToggle } from './reason-toggle';
import { VocabularyTermForm } from './vocabulary-term-form';

/**
 * A company's suggested term: approve it under both names (prefilled with what the company wrote),
 * or as an existing live term of its kind, or refuse it with a reason the company reads.
 */
export function VocabularySuggestionCard({
  suggestion: s,
  terms,
}: {
  suggestion: AdminSuggestion;
  terms: readonly AdminVocabularyTerm[];
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const approve = useApproveSuggestion();
  const refuse = useRefuseSuggestion();
  const [existing, setExisting] = useState('');
  const sameKind = terms.filter((term) => term.kind === s.kind && !term.retired);

  const approveExisting = async () => {
    const answer = await approve.mutateAsync({ id: s.id, term_id: Number(existing) });
    if (isOk(answer)) toast.success(t('vocabulary.approved'));
    else toast.error(refusalText(answer, t('vocabulary.failed')));
  };

  return (
    <li className={styles.item}>
      <div>
        <strong>{t(`vocabulary.kinds.${s.kind}`)}</strong>: {s.namePt}
        {s.namePt && s.nameEn && ' / '}
        {s.nameEn && <span lang="en">{s.nameEn}</span>}
        <div className={styles.muted}>
          {t('vocabulary.suggestedBy', { company: s.companyName, date: formatDate(s.createdAt, lang) })}
        </div>
      </div>
      <p>{t('vocabulary.approveAs')}</p>
      <VocabularyTermForm
        initial={{ kind: s.kind, name_pt: s.namePt ?? '', name_en: s.nameEn ?? '' }}
        withKind={false}
        submitLabel={t('vocabulary.approve')}
        doneText={t('vocabulary.approved')}
        sending={approve.isPending}
        send={(names) => approve.mutateAsync({ id: s.id, name_pt: names.name_pt, name_en: names.name_en })}
      />
      {sameKind.length > 0 && (
        <div className={styles.actions}>
          <Field label={t('vocabulary.orExisting')}>
            {(control) => (
              <select
                {...control}
                className={inputClass}
                value={existing}
                onChange={(event) => setExisting(event.target.value)}
              >
                <option value="">{t('vocabulary.existingNone')}</option>
                {sameKind.map((term) => (
                  <option key={term.id} value={term.id}>
                    {term.namePt} / {term.nameEn}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button
            size="small"
            variant="secondary"
            disabled={existing === '' || approve.isPending}
            onClick={() => void approveExisting()}
          >
            {t('vocabulary.approveExisting')}
          </Button>
        </div>
      )}
      <ReasonToggle
        on={false}
        pending={refuse.isPending}
        texts={{
          start: t('vocabulary.refuse'),
          undo: t('vocabulary.refuse'),
          reasonLabel: t('vocabulary.refuseReason'),
          confirm: t('vocabulary.refuseConfirm'),
          cancel: t('vocabulary.cancel'),
          failed: t('vocabulary.failed'),
        }}
        send={async (reason) => {
          const answer = await refuse.mutateAsync({ id: s.id, reason: reason ?? '' });
          if (!isOk(answer)) throw new Error(refusalText(answer, t('vocabulary.failed')));
          return t('vocabulary.refused');
        }}
      />
    </li>
  );
}
