import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import type { MemberImportSummary } from '../../../../shared/schemas/member-import';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-modal';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { useLanguage } from '../../../lib/use-language';
import { useMemberImports, useUndoImport } from '../api/member-import';
import styles from './member-import.module.css';

/** The imports done, newest first, each undoable until it is undone. */
export function ImportHistory() {
  const { t } = useTranslation('admin-import');
  const { lang } = useLanguage();
  const imports = useMemberImports();
  const undo = useUndoImport();
  const { confirm, dialog } = useConfirm();

  async function undoImport(row: MemberImportSummary) {
    const yes = await confirm({
      title: t('undo.title', { file: row.fileName }),
      text: t('undo.text'),
      yes: t('undo.yes'),
      no: t('undo.no'),
      danger: true,
    });
    if (!yes) return;
    const answer = await undo.mutateAsync(row.reqId);
    if (isOk(answer)) toast.success(answer.message);
    else toast.error(refusalText(answer, t('failed')));
  }

  const columns: TableColumn<MemberImportSummary>[] = [
    { id: 'file', header: t('history.file'), cell: (row) => row.fileName },
    { id: 'when', header: t('history.when'), cell: (row) => formatDateTime(row.createdAt, lang) },
    { id: 'who', header: t('history.who'), cell: (row) => row.actor },
    {
      id: 'counts',
      header: t('history.counts'),
      numeric: true,
      cell: (row) =>
        `${row.counts.new} / ${row.counts.updated} / ${row.counts.unchanged} / ${row.counts.claimed}`,
    },
    {
      id: 'state',
      header: t('history.state'),
      whole: true,
      cell: (row) =>
        row.undoneAt ? (
          t('history.undone', { date: formatDateTime(row.undoneAt, lang) })
        ) : (
          <Button variant="secondary" size="small" disabled={undo.isPending} onClick={() => undoImport(row)}>
            {t('history.undo')}
          </Button>
        ),
    },
  ];

  return (
    <section className={styles.panel}>
      <h3>{t('history.title')}</h3>
      {imports.isError ? (
        <LoadFailed text={t('history.loadFailed')} error={imports.error} onRetry={() => imports.refetch()} />
      ) : imports.data && imports.data.data.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ResponsiveTable
          label={t('history.label')}
          rows={imports.data?.data ?? []}
          rowKey={(row) => row.reqId}
          columns={columns}
        />
      )}
      {dialog}
    </section>
  );
}
