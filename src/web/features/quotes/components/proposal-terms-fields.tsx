import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/rules/money';
import { PROPOSAL } from '../../../../shared/schemas/quote-proposal-terms';
import { DateTextInput } from '../../../components/ui/date-text-input';
import { Field, type FieldControlProps, inputClass } from '../../../components/ui/form-field';
import { useLanguage } from '../../../lib/use-language';
import styles from './quote-compare.module.css';

/** What the inputs hold: the price already in centavos (the money input keeps it so), the rest as typed. */
export interface TermsDraft {
  price_cents: number | null;
  delivery_days: string;
  valid_until: string;
  payment_terms: string;
  note: string;
}

export const EMPTY_TERMS: TermsDraft = {
  price_cents: null,
  delivery_days: '',
  valid_until: '',
  payment_terms: '',
  note: '',
};

/** Eleven digits of centavos: R$ 999.999.999,99, under the R$ 1 bilhão cap (PROPOSAL.priceMaxCents). */
const PRICE_DIGITS = String(PROPOSAL.priceMaxCents).length - 1;

/**
 * A money input that fills from the right, as a till does: typing 1, 2, 3, 4, 5, 6 reads R$ 0,01 …
 * R$ 1.234,56 (R$1,234.56 in English), so the decimal separator of either language is never typed.
 */
export function MoneyInput({
  cents,
  onCents,
  ...control
}: {
  cents: number | null;
  onCents: (cents: number | null) => void;
  'aria-label'?: string;
  disabled?: boolean;
} & FieldControlProps) {
  const { lang } = useLanguage();
  return (
    <input
      {...control}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={inputClass}
      value={cents === null ? '' : formatMoney(cents / 100, lang)}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, PRICE_DIGITS);
        onCents(digits ? Number(digits) : null);
      }}
    />
  );
}

/** The usual Brazilian payment terms (issue 34), offered as the field's suggestions. */
const PAYMENT_CHOICES = ['cash', 'd28', 'd28_56', 'd28_56_84', 'd30_60_90', 'half'] as const;
const PAYMENT_LIST_ID = 'proposal-payment-choices';

/** The proposal's terms (issue 18): every one optional; errors come from the shared schema. */
export function ProposalTermsFields({
  draft,
  errors,
  onChange,
  withLines = false,
}: {
  draft: TermsDraft;
  errors: Record<string, string>;
  onChange: (draft: TermsDraft) => void;
  /** Issue 34: the quote lists items, so the lines give the price (and the delivery stays optional). */
  withLines?: boolean;
}) {
  const { t } = useTranslation('quote-compare');
  const set = <K extends keyof TermsDraft>(key: K, value: TermsDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <fieldset className={styles.terms}>
      <legend>{t('form.legend')}</legend>
      {!withLines && (
        <Field label={t('form.price')} error={errors.price_cents}>
          {(control) => (
            <MoneyInput {...control} cents={draft.price_cents} onCents={(c) => set('price_cents', c)} />
          )}
        </Field>
      )}
      <Field label={t('form.delivery')} error={errors.delivery_days}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={PROPOSAL.deliveryDaysMin}
            max={PROPOSAL.deliveryDaysMax}
            step={1}
            className={inputClass}
            value={draft.delivery_days}
            onChange={(event) => set('delivery_days', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('form.validUntil')} error={errors.valid_until}>
        {(control) => (
          <DateTextInput
            {...control}
            kind="day"
            className={inputClass}
            value={draft.valid_until}
            onChange={(day) => set('valid_until', day)}
          />
        )}
      </Field>
      <Field label={t('form.paymentTerms')} hint={t('form.paymentTermsHint')} error={errors.payment_terms}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={PROPOSAL.paymentTermsChars}
            className={inputClass}
            list={PAYMENT_LIST_ID}
            value={draft.payment_terms}
            onChange={(event) => set('payment_terms', event.target.value)}
          />
        )}
      </Field>
      <datalist id={PAYMENT_LIST_ID}>
        {PAYMENT_CHOICES.map((choice) => (
          <option key={choice} value={t(`form.payment.${choice}`)} />
        ))}
      </datalist>
      <Field label={t('form.note')} error={errors.note}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={PROPOSAL.noteChars}
            className={inputClass}
            value={draft.note}
            onChange={(event) => set('note', event.target.value)}
          />
        )}
      </Field>
    </fieldset>
  );
}
