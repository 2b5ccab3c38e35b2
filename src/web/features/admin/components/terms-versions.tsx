import { diffLines } from 'diff';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import type { TermsVersion } from '../../../../shared/schemas/admin-publish';
import { useLanguage } from '../../../lib/use-language';
import styles from './publish.module.css';
import type { RenderMarkdown } from './terms-editor';

/**
 * Every published version, newest first (issue 30 item 26): each opens to its text in both
 * languages and what changed from the version before it, line by line (the `diff` library).
 */
export function TermsVersions({
  versions,
  renderMarkdown,
}: {
  versions: TermsVersion[];
  renderMarkdown: RenderMarkdown;
}) {
  const { t } = useTranslation('admin-publish');
  const { lang } = useLanguage();
  return (
    <ul className={styles.list}>
      {versions.map((v, index) => {
        const previous = versions[index + 1];
        const sides = [
          { label: t('portuguese'), text: v.textPt, before: previous?.textPt, lang: 'pt-BR' },
          { label: t('english'), text: v.textEn, before: previous?.textEn, lang: 'en' },
        ];
        return (
          <li key={v.id} className={styles.item}>
            <details className={styles.version}>
              <summary>
                <strong>{formatDateTime(v.publishedAt, lang)}</strong>
                {index === 0 && ` · ${t('terms.current')}`}
              </summary>
              <p className={styles.muted}>{t('terms.fingerprint', { version: v.version })}</p>
              {sides.map((side) => (
                <section key={side.lang} aria-label={`${side.label}: ${t('terms.changes')}`}>
                  <h4>{`${side.label}: ${t('terms.changes')}`}</h4>
                  {side.before === undefined ? (
                    <p>{t('terms.firstVersion')}</p>
                  ) : (
                    <TextDiff before={side.before} after={side.text} lang={side.lang} />
                  )}
                  <details>
                    <summary>{t('terms.wholeText', { language: side.label })}</summary>
                    <div className={styles.markdownBox} lang={side.lang}>
                      {renderMarkdown(side.text)}
                    </div>
                  </details>
                </section>
              ))}
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** The lines removed and added between two texts; unchanged stretches are left out, marked "…". */
function TextDiff({ before, after, lang }: { before: string; after: string; lang: string }) {
  const { t } = useTranslation('admin-publish');
  const parts = diffLines(before, after);
  if (parts.every((part) => !part.added && !part.removed)) return <p>{t('terms.noChange')}</p>;
  return (
    <div className={styles.diff} lang={lang}>
      {parts.map((part, index) => {
        const key = `${index}-${part.added ? 'a' : part.removed ? 'r' : 'u'}`;
        if (part.added)
          return (
            <ins key={key} className={styles.added}>
              <span className={styles.diffLabel}>{t('terms.added')} </span>
              {part.value}
            </ins>
          );
        if (part.removed)
          return (
            <del key={key} className={styles.removed}>
              <span className={styles.diffLabel}>{t('terms.removed')} </span>
              {part.value}
            </del>
          );
        return (
          <p key={key} className={styles.muted}>
            {t('terms.unchanged', { count: part.count ?? 0 })}
          </p>
        );
      })}
    </div>
  );
}
