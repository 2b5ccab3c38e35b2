import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/rules/date-format';
import type { AdminMagazine } from '../../../../shared/schemas/admin-publish';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-modal';
import { LoadFailed } from '../../../components/ui/load-failed';
import { toast } from '../../../components/ui/toast';
import { serverProblem } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useAdminMagazines, useRemoveMagazine } from '../api/publish';
import { MagazineForm } from './magazine-form';
import { Pager } from './pager';
import styles from './publish.module.css';

/** The magazines: the list, newest first, with edit and remove, and the form to add or edit one. */
export function PublishMagazines() {
  const { t } = useTranslation('admin-publish');
  const { lang } = useLanguage();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminMagazine | 'new' | null>(null);
  const magazines = useAdminMagazines(page);
  const remove = useRemoveMagazine();
  const { confirm, dialog } = useConfirm();

  const onRemove = async (magazine: AdminMagazine) => {
    const text = t('magazines.confirmRemove', { name: magazine.namePt });
    const question = { title: t('magazines.removeTitle'), text, yes: t('remove'), no: t('cancel') };
    if (!(await confirm({ ...question, danger: true }))) return;
    const answer = await remove.mutateAsync({ req_id: magazine.reqId });
    const problem = serverProblem(answer, t('saveFailed'));
    if (problem) toast.error(problem);
    else toast.success(t('magazines.removed'));
  };

  return (
    <div className={styles.section}>
      {dialog}
      {editing ? (
        <MagazineForm
          key={editing === 'new' ? 'new' : editing.reqId}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button onClick={() => setEditing('new')}>{t('magazines.add')}</Button>
        </div>
      )}
      {magazines.isPending && <p>{t('loading')}</p>}
      {magazines.isError && (
        <LoadFailed text={t('loadFailed')} error={magazines.error} onRetry={() => void magazines.refetch()} />
      )}
      {magazines.data && (
        <>
          {magazines.data.data.length === 0 && <p>{t('magazines.empty')}</p>}
          <ul className={styles.list}>
            {magazines.data.data.map((m) => (
              <li key={m.reqId} className={styles.item}>
                <div className={styles.actions}>
                  {m.cover && <img className={styles.thumb} src={m.cover} alt="" />}
                  <div>
                    <strong>{m.namePt}</strong>
                    <div className={styles.muted}>{m.nameEn}</div>
                    <div className={styles.muted}>
                      {formatDate(m.date, lang)}
                      {m.file ? '' : ` · ${t('magazines.noPdf')}`}
                    </div>
                  </div>
                </div>
                <div className={styles.actions}>
                  <Button size="small" variant="secondary" onClick={() => setEditing(m)}>
                    {t('edit')}
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    disabled={remove.isPending}
                    onClick={() => void onRemove(m)}
                  >
                    {t('remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            total={magazines.data.total}
            pageSize={magazines.data.pageSize}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
