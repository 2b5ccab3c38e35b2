import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/rules/money';
import { FREIGHT_KINDS } from '../../../../shared/rules/quote-totals';
import type { QuoteItem } from '../../../../shared/schemas/quote-items';
import { CheckboxField, Field, inputClass } from '../../../components/ui/form-field';
import { useLanguage } from '../../../lib/use-language';
import styles from './proposal-lines.module.css';
import { draftTotals, type LinesDraft } from './proposal-lines-draft';
import { MoneyInput } from './proposal-terms-fields';

const money = (cents: bigint, lang: 'en' | 'pt-BR') => formatMoney(Number(cents) / 100, lang);

/** Issue 34 item 2: ICMS, IPI, freight and the total the server will store (decision 0028). */
export function ProposalTaxFields({
  items,
  draft,
  errors,
  onChange,
}: {
  items: readonly QuoteItem[];
  draft: LinesDraft;
  errors: Record<string, string>;
  onChange: (draft: LinesDraft) => void;
}) {
  const { t } = useTranslation('quote-compare');
  const { lang } = useLanguage();
  const set = <K extends keyof LinesDraft>(key: K, value: LinesDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const totals = draftTotals(items, draft);
  return (
    <fieldset className={styles.taxes}>
      <legend>{t('taxes.legend')}</legend>
      <div className={styles.taxGrid}>
        <Field label={t('taxes.icms')} error={errors.icms_rate_bp}>
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              className={inputClass}
              value={draft.icms}
              onChange={(e) => set('icms', e.target.value)}
            />
          )}
        </Field>
        <CheckboxField label={t('taxes.icmsIncluded')}>
          {(control) => (
            <input
              {...control}
              type="checkbox"
              checked={draft.icmsIncluded}
              onChange={(e) => set('icmsIncluded', e.target.checked)}
            />
          )}
        </CheckboxField>
        <Field label={t('taxes.ipi')} error={errors.ipi_rate_bp}>
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              className={inputClass}
              value={draft.ipi}
              onChange={(e) => set('ipi', e.target.value)}
            />
          )}
        </Field>
        <CheckboxField label={t('taxes.ipiIncluded')}>
          {(control) => (
            <input
              {...control}
              type="checkbox"
              checked={draft.ipiIncluded}
              onChange={(e) => set('ipiIncluded', e.target.checked)}
            />
          )}
        </CheckboxField>
        <Field label={t('taxes.freight')} error={errors.freight}>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={draft.freight}
              onChange={(e) => set('freight', e.target.value as LinesDraft['freight'])}
            >
              <option value="">{t('taxes.freightNone')}</option>
              {FREIGHT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`taxes.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {draft.freight === 'cif_value' && (
          <Field label={t('taxes.freightValue')} error={errors.freight_cents}>
            {(control) => (
              <MoneyInput {...control} cents={draft.freightCents} onCents={(c) => set('freightCents', c)} />
            )}
          </Field>
        )}
      </div>
      <dl className={styles.totals} aria-live="polite">
        <dt>{t('totals.goods')}</dt>
        <dd>{money(totals.goods, lang)}</dd>
        {totals.icms > 0n && (
          <>
            <dt>{t('totals.icms')}</dt>
            <dd>{money(totals.icms, lang)}</dd>
          </>
        )}
        {totals.ipi > 0n && (
          <>
            <dt>{t('totals.ipi')}</dt>
            <dd>{money(totals.ipi, lang)}</dd>
          </>
        )}
        {totals.freight > 0n && (
          <>
            <dt>{t('totals.freight')}</dt>
            <dd>{money(totals.freight, lang)}</dd>
          </>
        )}
        <dt>{totals.freightKnown ? t('totals.landed') : t('totals.fob')}</dt>
        <dd className={styles.landed}>{money(totals.landed, lang)}</dd>
      </dl>
      <p className={styles.note}>{t('totals.supplied', { count: totals.supplied, total: items.length })}</p>
    </fieldset>
  );
}
