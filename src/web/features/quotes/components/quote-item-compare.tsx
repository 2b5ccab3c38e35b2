import type { TFunction } from 'i18next';
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../shared/lang';
import { formatItemQuantity } from '../../../../shared/rules/item-format';
import { formatMoney } from '../../../../shared/rules/money';
import type { ItemCompareCell, ItemComparison } from '../../../../shared/schemas/quote-item-compare';
import type { QuoteItem } from '../../../../shared/schemas/quote-items';
import { useLanguage } from '../../../lib/use-language';
import { useMediaQuery } from '../../../lib/use-media-query';
import { OutsideMark } from './outside-invite-panel';
import styles from './quote-item-compare.module.css';

const money = (cents: number, lang: Lang) => formatMoney(cents / 100, lang);

/** The table's words, handed down: a thousand cells each binding to i18next cost the view more. */
type Words = TFunction<'quote-compare'>;

/** One offer for one item: landed cost, unit price and days, or a gap; the lowest is marked. */
const Cell = memo(function Cell({ cell, lang, t }: { cell: ItemCompareCell | null; lang: Lang; t: Words }) {
  if (!cell) return <span className={styles.gap}>{t('items.gap')}</span>;
  return (
    <span className={cell.lowest ? styles.lowest : undefined}>
      <strong>{money(cell.landedCents, lang)}</strong>
      {cell.lowest && <span className={styles.mark}> {t('items.lowest')}</span>}
      <span className={styles.detail}>
        {t('items.unitDays', { price: money(cell.unitPriceCents, lang), count: cell.deliveryDays })}
      </span>
    </span>
  );
});

interface Props {
  items: readonly QuoteItem[];
  comparison: ItemComparison;
}

/** The comparison in the quote's view: the view first, the cells right after it. */
export function DeferredItemCompare({ items, comparison }: Props) {
  const { t } = useTranslation('quote-compare');
  // The quote's view opens at once and the thousand cells follow in a background render that
  // yields to the browser, so opening the view never waits on them (issue 34 item 3).
  const shown = useDeferredValue<ItemComparison | null>(comparison, null);
  if (!shown)
    return (
      <section className={styles.section} aria-labelledby="item-compare-heading" aria-busy="true">
        <h3 id="item-compare-heading">{t('items.heading')}</h3>
        <p>{t('items.preparing')}</p>
      </section>
    );
  return <QuoteItemCompare items={items} comparison={shown} />;
}

/**
 * Issue 34 item 3: landed cost per item and in total. A table over 50 rem (1440 px fits 10 offers),
 * cards on a phone; only one of them is rendered, and each row is memoised, so 10 offers × 100
 * items stay about a thousand cells. Drawn at once where the page opens with it (the shared
 * read-only page).
 */
export function QuoteItemCompare({ items, comparison }: Props) {
  const { t } = useTranslation('quote-compare');
  const { lang } = useLanguage();
  const wide = useMediaQuery('(min-width: 50em)');
  const named = useMemo(() => new Map(items.map((item) => [item.reqId, item])), [items]);
  const { suppliers, rows } = comparison;
  const totals = suppliers.map((s) => (
    <span key={s.proposal} className={s.lowestTotal ? styles.lowest : undefined}>
      <strong>{money(s.landedCents, lang)}</strong>
      {s.lowestTotal && <span className={styles.mark}> {t('items.lowestTotal')}</span>}
      <span className={styles.detail}>
        {s.complete
          ? t(`items.freight.${s.freight ?? 'none'}`)
          : t('items.partial', { count: s.supplied, total: rows.length })}
      </span>
    </span>
  ));
  return (
    <section className={styles.section} aria-labelledby="item-compare-heading">
      <h3 id="item-compare-heading">{t('items.heading')}</h3>
      {wide ? (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('items.item')}</th>
                {suppliers.map((s) => (
                  <th key={s.proposal} scope="col">
                    {s.companyName}
                    <OutsideMark outside={s.outside} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <TableRow key={row.item} item={named.get(row.item)} cells={row.cells} lang={lang} t={t} />
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('items.total')}</th>
                {totals.map((total) => (
                  <td key={total.key}>{total}</td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <ol className={styles.cards}>
          {rows.map((row) => (
            <CardRow
              key={row.item}
              item={named.get(row.item)}
              cells={row.cells}
              names={suppliers}
              lang={lang}
              t={t}
            />
          ))}
          <li className={styles.card}>
            <h4>{t('items.total')}</h4>
            <dl>
              {suppliers.map((s, column) => (
                <div key={s.proposal} className={styles.pair}>
                  <dt>
                    {s.companyName}
                    <OutsideMark outside={s.outside} />
                  </dt>
                  <dd>{totals[column]}</dd>
                </div>
              ))}
            </dl>
          </li>
        </ol>
      )}
    </section>
  );
}

type RowProps = { item: QuoteItem | undefined; cells: (ItemCompareCell | null)[]; lang: Lang; t: Words };

const ItemName = ({ item, lang }: { item: QuoteItem | undefined; lang: Lang }) =>
  item ? (
    <>
      {item.description} <span className={styles.detail}>{formatItemQuantity(item, lang)}</span>
    </>
  ) : null;

const TableRow = memo(function TableRow({ item, cells, lang, t }: RowProps) {
  return (
    <tr>
      <th scope="row">
        <ItemName item={item} lang={lang} />
      </th>
      {cells.map((cell, column) => (
        // The columns are the suppliers, in a fixed order for the whole table.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <td key={column}>
          <Cell cell={cell} lang={lang} t={t} />
        </td>
      ))}
    </tr>
  );
});

const CardRow = memo(function CardRow({
  item,
  cells,
  names,
  lang,
  t,
}: RowProps & { names: ItemComparison['suppliers'] }) {
  return (
    <li className={styles.card}>
      <h4>
        <ItemName item={item} lang={lang} />
      </h4>
      <dl>
        {cells.map((cell, column) => (
          <div key={names[column].proposal} className={styles.pair}>
            <dt>{names[column].companyName}</dt>
            <dd>
              <Cell cell={cell} lang={lang} t={t} />
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
});
