import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/rules/date-format';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { toast } from '../../../components/ui/toast';
import { formatCount } from '../../../lib/format-locale';
import { saveFile } from '../../../lib/save-file';
import { useLanguage } from '../../../lib/use-language';
import { useExportSubscribers, useIssues, useSubscribers } from '../api/admin-people';
import styles from './admin.module.css';
import own from './admin-people.module.css';
import { FilterBar, SearchFilter } from './filter-bar';
import { IssueComposer } from './issue-composer';
import { Pager } from './pager';

/** The newsletter: confirmed subscribers (CSV export), a new issue, and the issues sent. */
export function AdminNewsletter() {
  const { t } = useTranslation('admin-people');
  const { lang } = useLanguage();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const subscribers = useSubscribers(search, page);
  const exporter = useExportSubscribers();

  const download = () =>
    exporter.mutate(undefined, {
      onSuccess: (file) => saveFile(new Blob([file.content], { type: file.mime }), file.name),
      onError: (error) => toast.error(error.message || t('newsletter.exportFailed')),
    });

  return (
    <div>
      <h3>{t('newsletter.compose')}</h3>
      <IssueComposer subscribers={subscribers.data?.total ?? 0} />
      <IssueHistory />
      <h3>{t('newsletter.subscribers')}</h3>
      <FilterBar>
        <SearchFilter
          label={t('newsletter.search')}
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <div className={own.actions}>
          <Button variant="secondary" disabled={exporter.isPending} onClick={download}>
            {t('newsletter.export')}
          </Button>
        </div>
      </FilterBar>
      {subscribers.isPending && <p>{t('loading')}</p>}
      {subscribers.isError && (
        <LoadFailed text={t('failed')} error={subscribers.error} onRetry={() => void subscribers.refetch()} />
      )}
      {subscribers.data && (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('newsletter.total', {
              count: subscribers.data.total,
              formatted: formatCount(subscribers.data.total, lang),
            })}
          </p>
          <ResponsiveTable
            label={t('newsletter.subscribers')}
            rows={subscribers.data.data}
            rowKey={(s) => s.email}
            columns={[
              {
                id: 'email',
                header: t('newsletter.email'),
                cell: (s) => <span className={styles.code}>{s.email}</span>,
              },
              {
                id: 'language',
                header: t('newsletter.language'),
                cell: (s) => t(`newsletter.languages.${s.lang}`),
              },
              {
                id: 'confirmed',
                header: t('newsletter.confirmed'),
                cell: (s) => formatDate(s.confirmedAt, lang),
              },
            ]}
          />
          <Pager
            page={page}
            total={subscribers.data.total}
            pageSize={subscribers.data.pageSize}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}

function IssueHistory() {
  const { t } = useTranslation('admin-people');
  const { lang } = useLanguage();
  const issues = useIssues();
  return (
    <>
      <h3>{t('newsletter.issues')}</h3>
      {issues.data?.data.length === 0 && <p>{t('newsletter.noIssues')}</p>}
      <ul className={own.issues} aria-live="polite">
        {issues.data?.data.map((issue) => {
          const r = issue.recipients;
          return (
            <li key={issue.id}>
              <strong>{lang === 'en' ? issue.subjectEn : issue.subjectPt}</strong> ·{' '}
              {formatDateTime(issue.createdAt, lang)} · {issue.author} ·{' '}
              {t(issue.status === 'sent' ? 'newsletter.issueSent' : 'newsletter.issueSending')} ·{' '}
              {t('newsletter.issueStatus', { sent: r.sent, total: r.total })}
              {r.skipped + r.uncertain + r.failed > 0 && (
                <div className={styles.muted}>{t('newsletter.issueProblems', r)}</div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
