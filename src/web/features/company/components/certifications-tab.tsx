import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import { formatDate } from '../../../../shared/rules/date-format';
import {
  CERTIFICATIONS,
  certificationName,
  type OwnCertification,
} from '../../../../shared/schemas/company-certifications';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-modal';
import { LoadFailed } from '../../../components/ui/load-failed';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { useDeleteCertification, useOwnCertifications } from '../api/certifications';
import { CertificationDialog } from './certification-dialog';
import styles from './products.module.css';

/**
 * The owner's certifications (issue 32, decision 0037): each with its last valid day, expired or
 * not and checked by the association or not (in words), edited or removed; new ones up to
 * CERTIFICATIONS.perCompany (past it the server's own message, CRT001).
 */
export function CertificationsTab() {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const list = useOwnCertifications();
  const remove = useDeleteCertification();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<OwnCertification | 'new' | null>(null);
  const items = list.data ?? [];
  const full = items.length >= CERTIFICATIONS.perCompany;
  const nameOf = (c: OwnCertification) => certificationName(c.standard, c.standardOther);

  const onRemove = async (c: OwnCertification) => {
    const question = {
      title: t('certifications.removeTitle'),
      text: t('certifications.removeQuestion', { name: nameOf(c) }),
      yes: t('certifications.removeYes'),
      no: t('certifications.removeNo'),
      danger: true,
    };
    if (!(await confirm(question))) return;
    const answer = await remove.mutateAsync({ req_id: c.reqId });
    if (isOk(answer)) toast.success(answer.message);
    else toast.error(refusalText(answer, t('certifications.failed')));
  };

  if (list.isError)
    return (
      <LoadFailed
        text={t('certifications.loadFailed')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  return (
    <section className={styles.tab} aria-labelledby="certifications-heading" aria-busy={list.isPending}>
      <h2 id="certifications-heading">{t('certifications.tab')}</h2>
      <p>{t('certifications.intro')}</p>
      <p className={styles.count}>
        {t('certifications.count', {
          n: formatCount(items.length, lang),
          max: formatCount(CERTIFICATIONS.perCompany, lang),
        })}
      </p>
      {full ? (
        <p role="status">{translate(lang, 'error.CRT001', { max: CERTIFICATIONS.perCompany })}</p>
      ) : (
        <div>
          <Button onClick={() => setEditing('new')}>{t('certifications.add')}</Button>
        </div>
      )}
      {list.isSuccess && items.length === 0 && <p>{t('certifications.empty')}</p>}
      <ul className={styles.list}>
        {items.map((c) => (
          <li key={c.reqId} className={styles.item}>
            <div className={styles.text}>
              <strong>{nameOf(c)}</strong> <span>{c.number}</span>
              <span className={styles.english}>
                {c.expired
                  ? t('certifications.expiredOn', { date: formatDate(c.validUntil, lang) })
                  : t('certifications.validUntil', { date: formatDate(c.validUntil, lang) })}
                {' · '}
                {c.checked ? t('certifications.checked') : t('certifications.notChecked')}
              </span>
            </div>
            <div className={styles.itemActions}>
              <Button
                variant="secondary"
                onClick={() => setEditing(c)}
                aria-label={t('certifications.edit', { name: nameOf(c) })}
              >
                {t('certifications.editShort')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => void onRemove(c)}
                aria-label={t('certifications.remove', { name: nameOf(c) })}
              >
                {t('certifications.removeShort')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing && (
        <CertificationDialog
          certification={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog}
    </section>
  );
}
