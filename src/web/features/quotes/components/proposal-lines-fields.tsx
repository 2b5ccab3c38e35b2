import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatItemQuantity } from '../../../../shared/rules/item-format';
import type { QuoteItem } from '../../../../shared/schemas/quote-items';
import { PROPOSAL } from '../../../../shared/schemas/quote-proposal-terms';
import { inputClass } from '../../../components/ui/form-field';
import { useLanguage } from '../../../lib/use-language';
import styles from './proposal-lines.module.css';
import { EMPTY_LINE, type LineDraft } from './proposal-lines-draft';
import { MoneyInput } from './proposal-terms-fields';

interface LineProps {
  item: QuoteItem;
  index: number;
  line: LineDraft;
  errors: Record<string, string>;
  onLine: (reqId: string, line: LineDraft) => void;
}

/** One item's price, delivery and "cannot supply"; memoised so typing in one line redraws one line. */
const LineRow = memo(function LineRow({ item, index, line, errors, onLine }: LineProps) {
  const { t } = useTranslation('quote-compare');
  const { lang } = useLanguage();
  const name = item.description;
  const priceError = errors[`lines.${index}.unit_price_cents`];
  const daysError = errors[`lines.${index}.delivery_days`];
  const set = (patch: Partial<LineDraft>) => onLine(item.reqId, { ...line, ...patch });
  return (
    <li className={styles.line}>
      <span className={styles.item}>
        <strong>{name}</strong> <span className={styles.quantity}>{formatItemQuantity(item, lang)}</span>
        {item.specification && <span className={styles.spec}>{item.specification}</span>}
      </span>
      <MoneyInput
        id={`line-price-${item.reqId}`}
        aria-label={t('lines.unitPrice', { item: name })}
        aria-invalid={priceError ? true : undefined}
        disabled={line.cannotSupply}
        cents={line.priceCents}
        onCents={(priceCents) => set({ priceCents })}
      />
      <input
        type="number"
        inputMode="numeric"
        min={PROPOSAL.deliveryDaysMin}
        max={PROPOSAL.deliveryDaysMax}
        className={inputClass}
        aria-label={t('lines.days', { item: name })}
        aria-invalid={daysError ? true : undefined}
        disabled={line.cannotSupply}
        value={line.days}
        onChange={(event) => set({ days: event.target.value })}
      />
      <label className={styles.cannot}>
        <input
          type="checkbox"
          checked={line.cannotSupply}
          aria-label={t('lines.cannotSupplyOf', { item: name })}
          onChange={(event) => set({ cannotSupply: event.target.checked })}
        />
        <span aria-hidden="true">{t('lines.cannotSupply')}</span>
      </label>
      {(priceError || daysError) && (
        <p className={styles.error} role="alert">
          {priceError ?? daysError}
        </p>
      )}
    </li>
  );
});

/** Issue 34 item 2: a price per item of the request. */
export function ProposalLinesFields({
  items,
  lines,
  errors,
  onLine,
}: {
  items: readonly QuoteItem[];
  lines: Record<string, LineDraft>;
  errors: Record<string, string>;
  onLine: (reqId: string, line: LineDraft) => void;
}) {
  const { t } = useTranslation('quote-compare');
  return (
    <fieldset className={styles.lines}>
      <legend>{t('lines.legend')}</legend>
      {errors.lines && (
        <p className={styles.error} role="alert">
          {errors.lines}
        </p>
      )}
      <ol className={styles.list}>
        {items.map((item, index) => (
          <LineRow
            key={item.reqId}
            item={item}
            index={index}
            line={lines[item.reqId] ?? EMPTY_LINE}
            errors={errors}
            onLine={onLine}
          />
        ))}
      </ol>
    </fieldset>
  );
}
