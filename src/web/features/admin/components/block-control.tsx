import { useTranslation } from 'react-i18next';
import type { AdminCustomerRow } from '../../../../shared/schemas/admin-people';
import { useBlock } from '../api/admin-people';
import { ReasonToggle } from './reason-toggle';

/** Block (asks for the reason first) or unblock one account. */
export function BlockControl({ customer }: { customer: AdminCustomerRow }) {
  const { t } = useTranslation('admin-people');
  const block = useBlock();
  return (
    <ReasonToggle
      on={customer.blockedAt !== null}
      pending={block.isPending}
      texts={{
        start: t('customers.block'),
        undo: t('customers.unblock'),
        reasonLabel: t('customers.reason', { name: customer.name }),
        confirm: t('customers.confirmBlock'),
        cancel: t('customers.cancel'),
        failed: t('actionFailed'),
      }}
      send={async (reason) => (await block.mutateAsync({ id: customer.id, reason })).message}
    />
  );
}
