import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCnpj } from '../../../../shared/rules/cnpj-format';
import { formatDate } from '../../../../shared/rules/date-format';
import { formatPhone } from '../../../../shared/rules/phone';
import { slugify } from '../../../../shared/rules/slug';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { formatCount } from '../../../lib/format-locale';
import { paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import type { AdminCompanyRow } from '../api/admin';
import { type AdminCompanyRecord, useAdminCompany, useVerify } from '../api/admin-record';
import styles from './admin.module.css';
import { CertificationsCheck } from './certifications-check';

/** The row's "Full record" button and, once pressed, the record in a dialog. */
export function CompanyRecordToggle({ company }: { company: AdminCompanyRow }) {
  const { t } = useTranslation('admin-insight');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {t('companies.details')}
      </Button>
      {open && (
        <Modal title={company.tradeName} onClose={() => setOpen(false)} size="wide">
          <CompanyRecord reqId={company.reqId} />
        </Modal>
      )}
    </>
  );
}

function CompanyRecord({ reqId }: { reqId: string }) {
  const { t: admin } = useTranslation('admin');
  const record = useAdminCompany(reqId);
  if (record.isPending) return <p>{admin('loading')}</p>;
  if (record.isError)
    return <LoadFailed text={admin('failed')} error={record.error} onRetry={() => void record.refetch()} />;
  return (
    <>
      <RecordFields record={record.data} />
      <VerifyControl record={record.data} reqId={reqId} />
      <CertificationsCheck companyReqId={reqId} />
    </>
  );
}

function RecordFields({ record: r }: { record: AdminCompanyRecord }) {
  const { t } = useTranslation('admin-insight');
  const { lang } = useLanguage();
  const rows: [string, string][] = [
    [t('companies.legalName'), r.name],
    [t('companies.cnpj'), formatCnpj(r.cnpj)],
    [
      t('companies.email'),
      `${r.email} (${t(r.emailValid ? 'companies.emailConfirmed' : 'companies.emailNotConfirmed')})`,
    ],
    [t('companies.phone'), r.phone1 ? formatPhone(r.phone1) : '—'],
    [t('companies.website'), r.website ?? '—'],
    [t('companies.address'), `${r.address}, ${r.city} / ${r.state}`],
    [t('companies.categories'), r.categories.join(', ') || '—'],
    ...ownerRows(r.owner, t),
    ...(r.membershipNumber
      ? [[t('companies.membershipNumber'), r.membershipNumber] as [string, string]]
      : []),
    ...(r.memberSince
      ? [[t('companies.memberSince'), formatDate(r.memberSince, lang)] as [string, string]]
      : []),
    [t('companies.acceptsQuotes'), t(r.acceptsQuotes ? 'companies.yes' : 'companies.no')],
    [t('companies.quotesReceived'), formatCount(r.quotesReceived, lang)],
    [t('companies.registered'), formatDate(r.createdAt, lang)],
  ];
  return (
    <>
      {r.suspendedAt && (
        <p>
          {t('companies.suspendedSince', {
            date: formatDate(r.suspendedAt, lang),
            reason: r.suspensionReason ?? '',
          })}
        </p>
      )}
      <p>
        <a href={paths.company(r.reqId, slugify(r.tradeName) || 'company')}>{t('companies.publicPage')}</a>
      </p>
      <dl className={styles.record}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The "verified by the association" mark: its state and the button that flips it. */
function VerifyControl({ record, reqId }: { record: AdminCompanyRecord; reqId: string }) {
  const { t } = useTranslation('admin-insight');
  const { lang } = useLanguage();
  const verify = useVerify();
  const verified = record.verifiedAt !== null;
  const params = { company: record.tradeName };
  const flip = () =>
    verify.mutate(
      { reqId, verified: !verified },
      {
        onSuccess: () =>
          toast.success(t(verified ? 'companies.unverifiedDone' : 'companies.verifiedDone', params)),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <div className={styles.row}>
      <p>
        {record.verifiedAt
          ? t('companies.verifiedSince', { date: formatDate(record.verifiedAt, lang) })
          : t('companies.notVerified')}
      </p>
      <Button size="small" disabled={verify.isPending} onClick={flip}>
        {t(verified ? 'companies.unverify' : 'companies.verify')}
      </Button>
    </div>
  );
}

/** An imported listing nobody has claimed has no owner (issue 33). */
function ownerRows(owner: AdminCompanyRecord['owner'], t: TFunction<'admin-insight'>): [string, string][] {
  if (owner === null) return [[t('companies.owner'), t('companies.unclaimed')]];
  return [
    [t('companies.owner'), `${owner.name} <${owner.email}>`],
    [t('companies.ownerLang'), owner.lang === 'en' ? t('companies.langEn') : t('companies.langPt')],
  ];
}
