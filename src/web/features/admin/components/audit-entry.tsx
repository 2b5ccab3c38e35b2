import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import { isAuditAction } from '../../../../shared/schemas/admin';
import table from '../../../components/ui/responsive-table.module.css';
import { isTermName } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import type { AdminAuditEntry } from '../api/admin';
import { AuditChange } from './audit-change';
import styles from './audit-log.module.css';
import { linkOf } from './audit-values';

/** The name the command line records as its actor (staff-service.ts COMMAND_LINE_ACTOR). */
const COMMAND_LINE_ACTOR = 'command line';

/** The subject as the sentence names it: a document by its title, anything else by its own name. */
function useSubjectName(entry: AdminAuditEntry): string {
  const { t } = useTranslation('admin');
  const subject = entry.subject ?? { id: null, name: entry.target };
  if (entry.targetType === 'terms' && subject.id !== null && isTermName(subject.id)) {
    return t(`audit.documents.${subject.id}`);
  }
  return subject.name;
}

/** One entry of the audit log: who did what to what, as a sentence, its moment, reason and change. */
export function AuditEntryCard({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const name = useSubjectName(entry);
  const actor = entry.actor === COMMAND_LINE_ACTOR ? t('audit.commandLine') : entry.actor;
  const link = linkOf(entry);
  const key = isAuditAction(entry.action) ? entry.action : 'other';
  return (
    <li className={table.card}>
      <p className={styles.sentence}>
        <Trans
          t={t}
          i18nKey={`audit.sentences.${key}`}
          values={{ actor, name }}
          components={{ target: link ? <Link to={link} /> : <strong /> }}
        />
        {entry.reason ? ` — ${t('audit.reason', { reason: entry.reason })}` : ''}
      </p>
      <p className={styles.when}>
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, lang)}</time>
      </p>
      <AuditChange before={entry.before} after={entry.after} />
    </li>
  );
}
