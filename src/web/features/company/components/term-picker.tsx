import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VocabularyTerm } from '../../../../shared/schemas/vocabulary';
import { checkboxClass, inputClass } from '../../../components/ui/form-field';
import { useLanguage } from '../../../lib/use-language';
import styles from './vocabulary.module.css';

/** Accent- and case-free, so "aco" finds "Aço" as the server's search would. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * One kind of the vocabulary as checkboxes, narrowed by a text found in either name (the list may
 * grow past what a phone shows). A chosen term stays in view whatever the text.
 */
export function TermPicker({
  legend,
  terms,
  chosen,
  onToggle,
}: {
  legend: string;
  terms: readonly VocabularyTerm[];
  chosen: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const findId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const shown = useMemo(() => {
    const wanted = plain(text.trim());
    return terms.filter(
      (term) =>
        chosen.has(term.id) || wanted === '' || plain(`${term.namePt} ${term.nameEn}`).includes(wanted),
    );
  }, [terms, chosen, text]);
  const mine = lang === 'en' ? 'nameEn' : 'namePt';
  const other = lang === 'en' ? 'namePt' : 'nameEn';
  const otherLang = lang === 'en' ? 'pt-BR' : 'en';

  return (
    <fieldset className={styles.kind}>
      <legend className={styles.legend}>{legend}</legend>
      <label htmlFor={findId} className={styles.findLabel}>
        {t('vocabulary.find')}
      </label>
      <input
        id={findId}
        type="search"
        className={inputClass}
        value={text}
        aria-describedby={hintId}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={hintId} className={styles.hint}>
        {t('vocabulary.findHint')}
      </p>
      {shown.length === 0 ? (
        <p className={styles.hint}>{t('vocabulary.noneFound')}</p>
      ) : (
        <ul className={styles.terms}>
          {shown.map((term) => (
            <li key={term.id}>
              <label className={styles.term}>
                <input
                  type="checkbox"
                  className={checkboxClass}
                  checked={chosen.has(term.id)}
                  onChange={() => onToggle(term.id)}
                />
                <span>
                  {term[mine]}
                  {term[other] !== term[mine] && (
                    <span className={styles.other} lang={otherLang}>
                      {term[other]}
                    </span>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
