import { useState, useTransition } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../shared/lang';
import { formatItemQuantity } from '../../../../shared/rules/item-format';
import { formatMoney } from '../../../../shared/rules/money';
import { type AwardItemsBody, awardItemsBody } from '../../../../shared/schemas/quote-award';
import type { ItemComparison } from '../../../../shared/schemas/quote-item-compare';
import type { QuoteItem } from '../../../../shared/schemas/quote-items';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { FormFeedback, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { settleAnswer } from '../../../components/ui/settle-answer';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useAwardItems } from '../api/quote-changes';
import styles from './quote-item-compare.module.css';
import listStyles from './quote-list.module.css';

const money = (cents: number, lang: Lang) => formatMoney(cents / 100, lang);

/** Each item's first pick: the supplier with its lowest landed cost (the first of a tie), or none. */
export function lowestPicks(comparison: ItemComparison): AwardItemsBody['awards'] {
  return comparison.rows.map((row) => {
    let best = -1;
    row.cells.forEach((cell, column) => {
      const current = best < 0 ? null : row.cells[best];
      if (cell && (!current || cell.landedCents < current.landedCents)) best = column;
    });
    return { item: row.item, proposal: best < 0 ? '' : comparison.suppliers[best].proposal };
  });
}

/** What each picked supplier wins: its items and their landed cost, in the suppliers' order. */
function summaryOf(comparison: ItemComparison, awards: readonly { proposal?: string }[]) {
  return comparison.suppliers.flatMap((supplier, column) => {
    const won = comparison.rows.filter((_, index) => awards[index]?.proposal === supplier.proposal);
    if (won.length === 0) return [];
    const total = won.reduce((sum, row) => sum + (row.cells[column]?.landedCents ?? 0), 0);
    return [{ proposal: supplier.proposal, companyName: supplier.companyName, count: won.length, total }];
  });
}

interface Props {
  reqId: string;
  items: readonly QuoteItem[];
  comparison: ItemComparison;
}

/**
 * Issue 34 item 4: the customer awards each item to one of the suppliers that priced it (the lowest
 * landed cost picked first), sees what each supplier wins, confirms, and the server awards them all
 * at once (POST /quotes/award_items, the schema its route checks). One card per item, one select
 * each: it fits 375 px as well as the wide dialog.
 */
function AwardForm({ reqId, items, comparison, onClose }: Props & { onClose: () => void }) {
  const { t } = useTranslation('quote-compare');
  const { lang } = useLanguage();
  const award = useAwardItems();
  const feedback = useFeedback();
  const form = useZodForm(awardItemsBody, {
    defaultValues: { req_id: reqId, awards: lowestPicks(comparison) },
  });
  const [confirming, setConfirming] = useState<AwardItemsBody | null>(null);
  const picked = useWatch({ control: form.control, name: 'awards' }) ?? [];
  const named = new Map(items.map((item) => [item.reqId, item]));
  const unpriced = comparison.rows.some((row) => row.cells.every((cell) => cell === null));
  const summary = summaryOf(comparison, picked);

  const send = async (values: AwardItemsBody) => {
    await settleAnswer(form, feedback, () => award.mutateAsync(values), {
      failed: t('award.failed'),
      done: onClose,
    });
    setConfirming(null);
  };

  return (
    <form
      className={styles.section}
      noValidate
      aria-labelledby="award-heading"
      aria-busy={award.isPending}
      onSubmit={form.handleSubmit((values) => setConfirming(values))}
    >
      <h4 id="award-heading">{t('award.heading')}</h4>
      <p>{t('award.intro')}</p>
      <ol className={styles.cards}>
        {comparison.rows.map((row, index) => {
          const item = named.get(row.item);
          const label = item ? `${item.description} (${formatItemQuantity(item, lang)})` : row.item;
          const lowest = Math.min(...row.cells.map((cell) => cell?.landedCents ?? Number.POSITIVE_INFINITY));
          return (
            <li key={row.item} className={styles.card}>
              {row.cells.every((cell) => cell === null) ? (
                <>
                  <p>{label}</p>
                  <p className={styles.gap}>{t('award.unpriced')}</p>
                </>
              ) : (
                <Field label={label} error={form.formState.errors.awards?.[index]?.proposal?.message}>
                  {(control) => (
                    <select
                      {...control}
                      className={inputClass}
                      // The first pick marked in the markup too, not only through the form's ref.
                      defaultValue={form.formState.defaultValues?.awards?.[index]?.proposal}
                      {...form.register(`awards.${index}.proposal`)}
                    >
                      {comparison.suppliers.map((supplier, column) => {
                        const cell = row.cells[column];
                        if (!cell) return null;
                        const words = { company: supplier.companyName, price: money(cell.landedCents, lang) };
                        return (
                          <option key={supplier.proposal} value={supplier.proposal}>
                            {t(cell.landedCents === lowest ? 'award.optionLowest' : 'award.option', words)}
                          </option>
                        );
                      })}
                    </select>
                  )}
                </Field>
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.card}>
        <h4>{t('award.summary')}</h4>
        <dl>
          {summary.map((s) => (
            <div key={s.proposal} className={styles.pair}>
              <dt>{s.companyName}</dt>
              <dd>{t('award.wins', { count: s.count, total: money(s.total, lang) })}</dd>
            </div>
          ))}
        </dl>
      </div>
      <FormFeedback feedback={feedback.feedback} sending={award.isPending} sendingText={t('award.submit')} />
      <div className={listStyles.row}>
        {!unpriced && (
          <Button type="submit" disabled={award.isPending}>
            {t('award.submit')}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('award.cancel')}
        </Button>
      </div>
      {confirming && (
        <ConfirmModal
          title={t('award.confirmTitle')}
          text={t('award.confirm')}
          yes={t('award.yes')}
          no={t('award.no')}
          busy={award.isPending}
          onYes={() => void send(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </form>
  );
}

/** "Award per item" under the comparison, while the customer may still choose. */
export function QuoteAwardForm(props: Props) {
  const { t } = useTranslation('quote-compare');
  const [open, setOpen] = useState(false);
  // A hundred items make a hundred selects: rendered in the background, so the press paints at
  // once (the button busy) and the page stays responsive while the form is built (issue 34 item 3).
  const [opening, startOpening] = useTransition();
  if (open) return <AwardForm {...props} onClose={() => setOpen(false)} />;
  return (
    <div className={listStyles.row}>
      <Button
        variant="secondary"
        aria-busy={opening}
        disabled={opening}
        onClick={() => startOpening(() => setOpen(true))}
      >
        {t('award.open')}
      </Button>
    </div>
  );
}
