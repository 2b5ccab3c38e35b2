import { useTranslation } from 'react-i18next';
import type { AdminFaqEntry, FaqPlace } from '../../../../shared/schemas/admin-content';
import { Field, inputClass } from '../../../components/ui/form-field';
import { useLanguage } from '../../../lib/use-language';

/** The select's value: 'first', 'last' or 'after:<id>'. */
export type PlaceChoice = string;

/** The wire's `place` for a choice of the select (issue 30 item 20). */
export function placeOf(choice: PlaceChoice): FaqPlace {
  if (choice === 'first' || choice === 'last') return choice;
  return { after: Number(choice.slice('after:'.length)) };
}

/**
 * Where a new question goes on the site: at the top, at the end or after a question. The public
 * page shows ten before "Load more", so the end is not always where an editor wants it.
 */
export function FaqPlaceField({
  entries,
  value,
  onChange,
}: {
  entries: readonly AdminFaqEntry[];
  value: PlaceChoice;
  onChange: (choice: PlaceChoice) => void;
}) {
  const { t } = useTranslation('admin-content');
  const { lang } = useLanguage();
  return (
    <Field label={t('faq.place')} hint={t('faq.placeHint')}>
      {(control) => (
        <select {...control} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="first">{t('faq.placeFirst')}</option>
          <option value="last">{t('faq.placeLast')}</option>
          {entries.map((entry) => (
            <option key={entry.id} value={`after:${entry.id}`}>
              {t('faq.placeAfter', { question: lang === 'en' ? entry.question_en : entry.question_pt })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
