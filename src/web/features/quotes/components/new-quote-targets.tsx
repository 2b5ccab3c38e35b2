import { useTranslation } from 'react-i18next';
import { CheckboxField, checkboxClass } from '../../../components/ui/form-field';
import { CompanySearchModal } from './company-search-modal';
import { CompanyListField } from './new-quote-companies';
import styles from './new-quote-form.module.css';
import { messageOf } from './new-quote-values';
import type { NewQuoteForm, QuoteTargets } from './use-quote-targets';

/** "All companies", then the targets (hidden with it) and the exclusions (PRODUCT.md 5). */
export function NewQuoteTargets({ form, targets }: { form: NewQuoteForm; targets: QuoteTargets }) {
  const { t } = useTranslation('quote-new');
  const { errors } = form.formState;
  const noCategory = !targets.category;
  return (
    <>
      <CheckboxField label={t('form.allCompanies')}>
        {(control) => (
          <input
            {...control}
            className={checkboxClass}
            type="checkbox"
            {...targets.allCompaniesRegistration}
          />
        )}
      </CheckboxField>
      <div className={styles.grid}>
        {!targets.allCompanies && (
          <CompanyListField
            label={t('form.targets')}
            hint={t('form.targetsHint')}
            chooseLabel={t('form.chooseTargets')}
            ids={targets.companies}
            names={targets.names}
            disabled={noCategory}
            error={messageOf(errors.companies)}
            onChoose={() => targets.setPicking('companies')}
            onRemove={(id) => targets.remove('companies', id)}
          />
        )}
        {targets.showExclude && (
          <CompanyListField
            label={t('form.excluded')}
            hint={t('form.excludedHint')}
            chooseLabel={t('form.chooseExcluded')}
            ids={targets.exclude}
            names={targets.names}
            disabled={noCategory}
            error={messageOf(errors.exclude)}
            onChoose={() => targets.setPicking('exclude')}
            onRemove={(id) => targets.remove('exclude', id)}
          />
        )}
      </div>
    </>
  );
}

/** The company search of the list being filled; a company chosen in one list is blocked in the other. */
export function NewQuoteTargetsModal({ targets }: { targets: QuoteTargets }) {
  const { t } = useTranslation('quote-new');
  const { picking, category } = targets;
  if (!picking || !category) return null;
  const targetsOpen = picking === 'companies';
  return (
    <CompanySearchModal
      title={t(targetsOpen ? 'search.targetsTitle' : 'search.excludedTitle')}
      category={category}
      selected={targetsOpen ? targets.companies : targets.exclude}
      blocked={targetsOpen ? targets.exclude : targets.companies}
      onToggle={(company) => targets.toggle(picking, company)}
      onClose={() => targets.setPicking(null)}
    />
  );
}
