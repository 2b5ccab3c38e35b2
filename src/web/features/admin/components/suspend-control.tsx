import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { type AdminCompanyRow, useSuspension } from '../api/admin';
import styles from './admin.module.css';

/** Suspend (asks for the reason first) or reinstate one company. */
export function SuspendControl({ company }: { company: AdminCompanyRow }) {
  const { t } = useTranslation('admin');
  const suspension = useSuspension();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const params = { company: company.tradeName };

  const run = (value: string | null) =>
    suspension.mutate(
      { reqId: company.reqId, reason: value },
      {
        onSuccess: () => {
          setAsking(false);
          setReason('');
          toast.success(t(value === null ? 'companies.reinstatedDone' : 'companies.suspendedDone', params));
        },
        onError: (error) => toast.error(error.message || t('failed')),
      },
    );

  if (company.suspendedAt) {
    return (
      <Button size="small" variant="secondary" disabled={suspension.isPending} onClick={() => run(null)}>
        {t('companies.reinstate')}
      </Button>
    );
  }
  if (!asking) {
    return (
      <Button size="small" variant="secondary" onClick={() => setAsking(true)}>
        {t('companies.suspend')}
      </Button>
    );
  }
  return (
    <form
      className={styles.suspendForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim().length >= 3) run(reason.trim());
      }}
    >
      <Field label={t('companies.reason', params)}>
        {(control) => (
          <textarea
            {...control}
            className={inputClass}
            value={reason}
            required
            minLength={3}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.row}>
        <Button type="submit" size="small" disabled={suspension.isPending}>
          {t('companies.confirmSuspend')}
        </Button>
        <Button size="small" variant="secondary" onClick={() => setAsking(false)}>
          {t('companies.cancel')}
        </Button>
      </div>
    </form>
  );
}
