import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/rules/date-format';
import { type ApprovalQueueRow, MEMBERSHIP_NUMBER_MAX } from '../../../../shared/schemas/company-approval';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { useLanguage } from '../../../lib/use-language';
import { useApproveCompany, useRefuseCompany } from '../api/approvals';
import styles from './admin.module.css';
import claimStyles from './claims.module.css';
import { ReasonToggle } from './reason-toggle';

/** One waiting company: its data, CNPJ check, owner and membership; approve or refuse with a reason. */
export function ApprovalCard({ row, when }: { row: ApprovalQueueRow; when: string }) {
  const { t } = useTranslation('admin', { keyPrefix: 'approvalDesk.queue' });
  const failed = useTranslation('admin').t('approvalDesk.failed');
  const { lang } = useLanguage();
  const approve = useApproveCompany();
  const refuse = useRefuseCompany();
  const [member, setMember] = useState(row.membership?.number ?? '');

  async function onApprove() {
    const number = member.trim();
    const answer = await approve.mutateAsync({
      req_id: row.reqId,
      membership_number: number && number !== row.membership?.number ? number : null,
    });
    if (isOk(answer)) toast.success(answer.message);
    else toast.error(refusalText(answer, failed));
  }

  const membership = row.membership
    ? row.membership.since
      ? t('memberSince', { number: row.membership.number, date: formatDate(row.membership.since, lang) })
      : t('member', { number: row.membership.number })
    : t('notMember');
  const detail: [string, string][] = [
    [t('legalName'), row.name],
    [t('cnpj'), t(row.cnpjValid ? 'cnpjValid' : 'cnpjInvalid', { cnpj: row.cnpj })],
    [t('email'), t(row.emailValid ? 'emailConfirmed' : 'emailUnconfirmed', { email: row.email })],
    [t('phone'), row.phone1 ?? '—'],
    [t('website'), row.website ?? '—'],
    [t('place'), `${row.city} – ${row.state}`],
    [t('categories'), row.categories.join(', ') || '—'],
    [t('about'), row.aboutShort],
    [t('owner'), t('person', { name: row.owner.name, email: row.owner.email })],
    [t('membership'), membership],
    ...(row.refusedBefore ? [[t('refusedBefore'), row.refusedBefore] as [string, string]] : []),
    [t('when'), when],
  ];
  return (
    <li className={claimStyles.card}>
      <strong>{row.tradeName}</strong>
      <dl>
        {detail.map(([term, value]) => (
          <div key={term} className={claimStyles.pair}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Field label={t('membershipNumber')}>
        {(control) => (
          <input
            {...control}
            className={inputClass}
            value={member}
            maxLength={MEMBERSHIP_NUMBER_MAX}
            onChange={(event) => setMember(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.row}>
        <Button
          size="small"
          disabled={approve.isPending}
          aria-label={t('approveOne', { company: row.tradeName })}
          onClick={() => void onApprove()}
        >
          {t('approve')}
        </Button>
        <ReasonToggle
          on={false}
          pending={refuse.isPending}
          texts={{
            start: t('refuse'),
            undo: t('refuse'),
            reasonLabel: t('reason'),
            confirm: t('refuseConfirm'),
            cancel: t('cancel'),
            failed,
          }}
          send={async (reason) => {
            const answer = await refuse.mutateAsync({ req_id: row.reqId, reason: reason ?? '' });
            if (!isOk(answer)) throw new Error(refusalText(answer, failed));
            return answer.message;
          }}
        />
      </div>
    </li>
  );
}
