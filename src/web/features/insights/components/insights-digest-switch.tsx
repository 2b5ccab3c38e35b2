import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { useDigestSwitch } from '../api/insights';
import styles from './insights.module.css';

/** The monthly e-mail of these figures: on by default, off here or from the e-mail's link. */
export function InsightsDigestSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation('insights');
  const change = useDigestSwitch();
  return (
    <section aria-labelledby="insights-digest-title" className={styles.section}>
      <h3 id="insights-digest-title">{t('digest.title')}</h3>
      <CheckboxField label={t('digest.label')}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={change.isPending ? change.variables : on}
            disabled={change.isPending}
            onChange={(event) =>
              change.mutate(event.target.checked, {
                onSuccess: () => toast.success(t('digest.saved')),
                onError: (error) => toast.error(error.message || t('digest.failed')),
              })
            }
          />
        )}
      </CheckboxField>
    </section>
  );
}
