import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCustomerRow } from '../../../../shared/schemas/admin-people';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { useBlock } from '../api/admin-people';
import styles from './admin.module.css';

/** Block (asks for the reason first) or unblock one account. */
export function BlockControl({ customer }: { customer: AdminCustomerRow }) {
  const { t } = useTranslation('admin-people');
  const block = useBlock();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');

  const run = (value: string | null) =>
    block.mutate(
      { id: customer.id, reason: value },
      {
        onSuccess: (answer) => {
          setAsking(false);
          setReason('');
          toast.success(answer.message);
        },
        onError: (error) => toast.error(error.message || t('failed')),
      },
    );

  if (customer.blockedAt) {
    return (
      <Button size="small" variant="secondary" disabled={block.isPending} onClick={() => run(null)}>
        {t('customers.unblock')}
      </Button>
    );
  }
  if (!asking) {
    return (
      <Button size="small" variant="secondary" onClick={() => setAsking(true)}>
        {t('customers.block')}
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
      <Field label={t('customers.reason', { name: customer.name })}>
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
        <Button type="submit" size="small" variant="danger" disabled={block.isPending}>
          {t('customers.confirmBlock')}
        </Button>
        <Button size="small" variant="secondary" onClick={() => setAsking(false)}>
          {t('customers.cancel')}
        </Button>
      </div>
    </form>
  );
}
