import { diffLines, diffWords } from 'diff';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import styles from './audit-log.module.css';
import { changesOf, type FieldChange, isLongText, isMoment } from './audit-values';

/** The name of a changed value: its key's name, and the language or part it sits in ("History — English"). */
function useFieldName() {
  const { t, i18n } = useTranslation('admin');
  return (path: string[]) =>
    path
      .map((key) =>
        i18n.exists(`admin:audit.fields.${key}`)
          ? t(`audit.fields.${key}` as 'audit.fields.other')
          : t('audit.fields.other'),
      )
      .reverse()
      .join(' — ');
}

/** A value as a reader says it: a date, a number, yes or no, a list; "(none)" for nothing. */
function useValueText() {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const text = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('audit.none');
    if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
    if (typeof value === 'number') return formatCount(value, lang);
    if (isMoment(value)) return formatDateTime(value, lang);
    if (Array.isArray(value)) {
      return value
        .map((v: unknown) => (v === 'admin' || v === 'editor' ? t(`audit.roles.${v}`) : text(v)))
        .join(', ');
    }
    return typeof value === 'string' ? value : t('audit.fields.other');
  };
  return text;
}

function TextDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.lines}>
      {diffLines(before, after).map((part, i) => {
        const key = `${i}-${part.count}`;
        if (part.added) return <ins key={key}>{part.value}</ins>;
        if (part.removed) return <del key={key}>{part.value}</del>;
        return (
          <span key={key} className={styles.unchanged}>
            {t('audit.unchanged', { count: part.count ?? 0 })}
            {'\n'}
          </span>
        );
      })}
    </div>
  );
}

function ValueDiff({ change }: { change: FieldChange }) {
  const { t } = useTranslation('admin');
  const text = useValueText();
  const key = change.path.at(-1) ?? '';
  if (key === 'order') return <>{t('audit.reordered')}</>;
  if (key.endsWith('FileId')) return <>{change.after === null ? t('audit.removed') : t('audit.newFile')}</>;
  const { before, after } = change;
  if ((isLongText(before) || isLongText(after)) && typeof (before ?? '') === 'string') {
    return <TextDiff before={String(before ?? '')} after={String(after ?? '')} />;
  }
  if (typeof before === 'string' && typeof after === 'string' && !isMoment(before) && !isMoment(after)) {
    return (
      <span>
        {diffWords(before, after).map((part, i) => {
          const id = `${i}-${part.value}`;
          if (part.added) return <ins key={id}>{part.value}</ins>;
          if (part.removed) return <del key={id}>{part.value}</del>;
          return <span key={id}>{part.value}</span>;
        })}
      </span>
    );
  }
  return (
    <span>
      <del>{text(before)}</del> → <ins>{text(after)}</ins>
    </span>
  );
}

/**
 * What an entry changed: one line naming the values, which opens onto each value's change (words
 * struck and added; a long text as the lines that changed, the rest counted).
 */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin');
  const name = useFieldName();
  const changes = changesOf(before, after);
  if (changes.length === 0) return null;
  return (
    <details className={styles.change}>
      <summary>
        {t('audit.changed', { count: changes.length, fields: changes.map((c) => name(c.path)).join(', ') })}
      </summary>
      <dl className={styles.fields}>
        {changes.map((change) => (
          <div key={change.path.join('.')}>
            <dt>{name(change.path)}</dt>
            <dd>
              <ValueDiff change={change} />
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
