import { useTranslation } from 'react-i18next';
import { type AdminCompanyRow, useSuspension } from '../api/admin';
import { ReasonToggle } from './reason-toggle';

/** Suspend (asks for the reason first) or reinstate one company. */
export function SuspendControl({ company }: { company: AdminCompanyRow }) {
  const { t } = useTranslation('admin');
  const suspension = useSuspension();
  const params = { company: company.tradeName };
  return (
    <ReasonToggle
      on={company.suspendedAt !== null}
      pending={suspension.isPending}
      texts={{
        start: t('companies.suspend'),
        undo: t('companies.reinstate'),
        reasonLabel: t('companies.reason', params),
        confirm: t('companies.confirmSuspend'),
        cancel: t('companies.cancel'),
        failed: t('actionFailed'),
      }}
      send={async (reason) => {
        await suspension.mutateAsync({ reqId: company.reqId, reason });
        return t(reason === null ? 'companies.reinstatedDone' : 'companies.suspendedDone', params);
      }}
    />
  );
}
