import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import { TERMS_NAMES, type TermsName } from '../../../../shared/schemas/admin-publish';
import { Field, inputClass } from '../../../components/ui/form-field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useLanguage } from '../../../lib/use-language';
import { useTermsVersions } from '../api/publish';
import styles from './publish.module.css';
import { TermsForm } from './terms-form';
import { TermsVersions } from './terms-versions';

/** Renders markdown the way the public page does; the page hands it in (features stay apart). */
export type RenderMarkdown = (markdown: string) => ReactNode;

/**
 * The terms of use and the privacy policy: the current text in both languages, editable with a live
 * preview, and every version with its publication date, which opens to its text and its changes.
 */
export function TermsEditor({ renderMarkdown }: { renderMarkdown: RenderMarkdown }) {
  const { t } = useTranslation('admin-publish');
  const { lang } = useLanguage();
  const [name, setName] = useState<TermsName>('termOfUse');
  const versions = useTermsVersions(name);
  const current = versions.data?.[0];

  return (
    <div className={styles.section}>
      <Field label={t('terms.which')}>
        {(control) => (
          <select
            {...control}
            className={inputClass}
            value={name}
            onChange={(event) => setName(event.target.value as TermsName)}
          >
            {TERMS_NAMES.map((n) => (
              <option key={n} value={n}>
                {t(`terms.names.${n}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {versions.isPending && <p>{t('loading')}</p>}
      {versions.isError && (
        <LoadFailed text={t('loadFailed')} error={versions.error} onRetry={() => void versions.refetch()} />
      )}
      {versions.data && (
        <>
          <p className={styles.muted}>
            {current
              ? t('terms.currentSince', { date: formatDateTime(current.publishedAt, lang) })
              : t('terms.none')}
          </p>
          <TermsForm
            key={`${name}-${current?.id ?? 'none'}`}
            name={name}
            current={current}
            renderMarkdown={renderMarkdown}
          />
          <h3>{t('terms.history')}</h3>
          <TermsVersions versions={versions.data} renderMarkdown={renderMarkdown} />
        </>
      )}
    </div>
  );
}
