import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '../../../../shared/schemas/admin-publish';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-modal';
import { LoadFailed } from '../../../components/ui/load-failed';
import { toast } from '../../../components/ui/toast';
import { formatCount } from '../../../lib/format-locale';
import { serverProblem } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useAddCategory, useAdminCategories, useRemoveCategory, useRenameCategory } from '../api/publish';
import { CategoryMergeForm } from './category-merge-form';
import { CategoryNamesForm } from './category-names-form';
import styles from './publish.module.css';

/** Categories: add, rename in both languages, merge two, remove an unused one. */
export function PublishCategories() {
  const { t } = useTranslation('admin-publish');
  const { lang } = useLanguage();
  const categories = useAdminCategories();
  const add = useAddCategory();
  const rename = useRenameCategory();
  const remove = useRemoveCategory();
  const { confirm, dialog } = useConfirm();
  const [renaming, setRenaming] = useState<number | null>(null);

  const onRemove = async (category: AdminCategory) => {
    const text = t('categories.confirmRemove', { name: category.namePt });
    const question = { title: t('categories.removeTitle'), text, yes: t('remove'), no: t('cancel') };
    if (!(await confirm({ ...question, danger: true }))) return;
    const answer = await remove.mutateAsync({ id: category.id });
    const problem = serverProblem(answer, t('saveFailed'));
    if (problem) toast.error(problem);
    else toast.success(t('categories.removed', { name: category.namePt }));
  };

  return (
    <div className={styles.section}>
      {dialog}
      <h3>{t('categories.addTitle')}</h3>
      <CategoryNamesForm
        initial={{ name_pt: '', name_en: '' }}
        submitLabel={t('categories.add')}
        doneText={t('categories.added')}
        sending={add.isPending}
        send={(names) => add.mutateAsync(names)}
      />
      {categories.isPending && <p>{t('loading')}</p>}
      {categories.isError && (
        <LoadFailed
          text={t('loadFailed')}
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      )}
      {categories.data && (
        <>
          <CategoryMergeForm categories={categories.data} />
          <ul className={styles.list} aria-label={t('categories.listLabel')}>
            {categories.data.map((c) => (
              <li key={c.id} className={styles.item}>
                {renaming === c.id ? (
                  <CategoryNamesForm
                    initial={{ name_pt: c.namePt, name_en: c.nameEn }}
                    submitLabel={t('save')}
                    doneText={t('categories.renamed')}
                    sending={rename.isPending}
                    send={(names) => rename.mutateAsync({ id: c.id, ...names })}
                    onDone={() => setRenaming(null)}
                  />
                ) : (
                  <>
                    <div>
                      <strong>{c.namePt}</strong> / <span lang="en">{c.nameEn}</span>
                      <div className={styles.muted}>
                        {t('categories.usage', {
                          companies: formatCount(c.companies, lang),
                          quotes: formatCount(c.quotes, lang),
                        })}
                      </div>
                    </div>
                    <div className={styles.actions}>
                      <Button size="small" variant="secondary" onClick={() => setRenaming(c.id)}>
                        {t('categories.rename')}
                      </Button>
                      <Button
                        size="small"
                        variant="danger"
                        disabled={remove.isPending}
                        onClick={() => void onRemove(c)}
                      >
                        {t('remove')}
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
