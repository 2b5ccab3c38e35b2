import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/rules/date-format';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../lib/use-language';
import {
  type AdminCertification,
  useAdminCertifications,
  useCheckCertification,
} from '../api/admin-certifications';
import styles from './admin.module.css';
import listStyles from './certifications-check.module.css';

/**
 * A company's certificates in its back-office record (issue 32, decision 0037): each with its last
 * day, expired or not, a link to its PDF, and the button that marks it checked or takes the mark
 * away (audited by the server).
 */
export function CertificationsCheck({ companyReqId }: { companyReqId: string }) {
  const { t } = useTranslation('admin');
  const list = useAdminCertifications(companyReqId);
  if (list.isPending) return null;
  if (list.isError)
    return <LoadFailed text={t('failed')} error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <section aria-labelledby={`certs-${companyReqId}`}>
      <h3 id={`certs-${companyReqId}`}>{t('certifications.title')}</h3>
      {list.data.length === 0 ? (
        <p>{t('certifications.none')}</p>
      ) : (
        <ul className={listStyles.list}>
          {list.data.map((c) => (
            <CertificationRow key={c.reqId} certification={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CertificationRow({ certification: c }: { certification: AdminCertification }) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const check = useCheckCertification();
  const params = { name: `${c.name} ${c.number}` };
  const flip = () =>
    check.mutate(
      { reqId: c.reqId, checked: !c.checked },
      {
        onSuccess: () =>
          toast.success(t(c.checked ? 'certifications.uncheckedDone' : 'certifications.checkedDone', params)),
        onError: (error) => toast.error(error.message),
      },
    );
  const date = formatDate(c.validUntil, lang);
  return (
    <li className={styles.row}>
      <p>
        <strong>{c.name}</strong> {c.number} · {c.certificationBody} ·{' '}
        {c.expired ? t('certifications.expired', { date }) : t('certifications.validUntil', { date })} ·{' '}
        {c.checked ? t('certifications.checked') : t('certifications.notChecked')}
        {c.pdf && (
          <>
            {' · '}
            <a href={c.pdf} target="_blank" rel="noopener">
              {t('certifications.pdf')}
            </a>
          </>
        )}
      </p>
      <Button size="small" variant="secondary" disabled={check.isPending} onClick={flip}>
        {t(c.checked ? 'certifications.uncheck' : 'certifications.check', params)}
      </Button>
    </li>
  );
}
