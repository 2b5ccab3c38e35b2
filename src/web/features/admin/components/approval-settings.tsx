import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssociationSettings } from '../../../../shared/schemas/company-approval';
import { Button } from '../../../components/ui/button';
import { CheckboxField, checkboxClass } from '../../../components/ui/form-field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { useAssociationSettings, useSaveSettings } from '../api/approvals';
import claimStyles from './claims.module.css';

/** The association's two choices (decision 0044): approval of new companies and the member mark. */
export function ApprovalSettings() {
  const { t } = useTranslation('admin', { keyPrefix: 'approvalDesk' });
  const settings = useAssociationSettings();
  const save = useSaveSettings();
  const [draft, setDraft] = useState<AssociationSettings | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(settings.data.data);
  }, [settings.data]);

  async function onSave() {
    if (!draft) return;
    const answer = await save.mutateAsync({
      approve_new_companies: draft.approveNewCompanies,
      member_mark: draft.memberMark,
    });
    if (isOk(answer)) toast.success(answer.message);
    else toast.error(refusalText(answer, t('failed')));
  }

  return (
    <section className={claimStyles.stack} aria-labelledby="approval-settings">
      <h3 id="approval-settings">{t('settings.title')}</h3>
      {settings.isError && (
        <LoadFailed text={t('failed')} error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {!draft && !settings.isError && <p>{t('loading')}</p>}
      {draft && (
        <form
          className={claimStyles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          <CheckboxField label={t('settings.approveNewCompanies')} hint={t('settings.approveHint')}>
            {(control) => (
              <input
                {...control}
                className={checkboxClass}
                type="checkbox"
                checked={draft.approveNewCompanies}
                onChange={(event) => setDraft({ ...draft, approveNewCompanies: event.target.checked })}
              />
            )}
          </CheckboxField>
          <CheckboxField label={t('settings.memberMark')}>
            {(control) => (
              <input
                {...control}
                className={checkboxClass}
                type="checkbox"
                checked={draft.memberMark}
                onChange={(event) => setDraft({ ...draft, memberMark: event.target.checked })}
              />
            )}
          </CheckboxField>
          <div>
            <Button type="submit" size="small" disabled={save.isPending}>
              {t('settings.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
