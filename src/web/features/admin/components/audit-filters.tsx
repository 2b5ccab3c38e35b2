import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/ui/form-field';
import type { AuditFilter } from '../api/admin';
import { useAuditActions } from '../api/admin-record';
import styles from './admin.module.css';
import { exclusiveEnd, inclusiveEnd } from './days';

/** The audit log's filters: who (part of the name), which action, and a range of days. */
export function AuditFilters({
  filter,
  change,
}: {
  filter: AuditFilter;
  change: (part: Partial<AuditFilter>) => void;
}) {
  const { t } = useTranslation('admin-insight');
  const actions = useAuditActions();
  const day = (label: string, value: string, onChange: (value: string) => void) => (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type="date"
          className={inputClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
  return (
    <div className={styles.filters}>
      <Field label={t('audit.actor')}>
        {(control) => (
          <input
            {...control}
            type="search"
            className={inputClass}
            value={filter.actor ?? ''}
            onChange={(event) => change({ actor: event.target.value || undefined })}
          />
        )}
      </Field>
      <Field label={t('audit.action')}>
        {(control) => (
          <select
            {...control}
            className={inputClass}
            value={filter.action ?? ''}
            onChange={(event) => change({ action: event.target.value || undefined })}
          >
            <option value="">{t('audit.anyAction')}</option>
            {(actions.data ?? []).map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        )}
      </Field>
      {day(t('audit.from'), filter.from ?? '', (v) => change({ from: v || undefined }))}
      {day(t('audit.to'), inclusiveEnd(filter.to), (v) => change({ to: exclusiveEnd(v) }))}
    </div>
  );
}
