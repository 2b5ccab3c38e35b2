import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS } from '../../../../shared/limits';
import type { ComparisonRow } from '../../../../shared/schemas/quote-proposal-terms';
import { useMediaQuery } from '../../../lib/use-media-query';
import styles from './quote-compare.module.css';
import { type CompareColumn, columnsOf, Marks, useCellText } from './quote-compare-cells';
import { COMPARE_KEYS, type CompareKey, type CompareOrder, firstOrder, sortRows } from './quote-compare-sort';

/** Below the desktop width the rows are cards: a table of seven columns would be cut off at the side. */
const PHONE = `(max-width: ${BREAKPOINTS.desktopFrom - 0.02}px)`;

const SORTED_COLUMN: Partial<Record<CompareColumn, CompareKey>> = {
  price: 'price',
  delivery: 'delivery',
  rating: 'rating',
};

function SortBar({ order, onSort }: { order: CompareOrder; onSort: (key: CompareKey) => void }) {
  const { t } = useTranslation('quote-compare');
  return (
    <fieldset className={styles.sortBar}>
      <legend className={styles.sortLegend}>{t('sortBy')}</legend>
      {COMPARE_KEYS.map((key) => {
        const active = order.key === key;
        return (
          <button
            key={key}
            type="button"
            className={styles.sortButton}
            aria-pressed={active}
            onClick={() => onSort(key)}
          >
            {t(`sort.${key}`)}
            {active && (
              <span className={styles.direction}>
                <span aria-hidden="true">{order.descending ? ' ↓' : ' ↑'}</span>
                <span className="visually-hidden">, {t(order.descending ? 'sortedDesc' : 'sortedAsc')}</span>
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}

function CompareTable({ rows, order }: { rows: ComparisonRow[]; order: CompareOrder }) {
  const { t } = useTranslation('quote-compare');
  const text = useCellText();
  const columns = columnsOf(rows);
  const ariaSort = (column: CompareColumn) =>
    SORTED_COLUMN[column] === order.key ? (order.descending ? 'descending' : 'ascending') : undefined;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('col.company')}</th>
            {columns.map((column) => (
              <th key={column} scope="col" aria-sort={ariaSort(column)}>
                {t(`col.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.reqId}>
              <th scope="row">
                <span className={styles.company}>{row.companyName}</span>
                <Marks row={row} />
              </th>
              {columns.map((column) => (
                <td key={column} className={column === 'price' ? styles.amount : undefined}>
                  {text(row, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CompareCards({ rows }: { rows: ComparisonRow[] }) {
  const { t } = useTranslation('quote-compare');
  const text = useCellText();
  const columns = columnsOf(rows);
  return (
    <ul className={styles.cards} aria-label={t('caption')}>
      {rows.map((row) => (
        <li key={row.reqId} className={styles.card}>
          <h4 className={styles.company}>{row.companyName}</h4>
          <Marks row={row} />
          <dl className={styles.facts}>
            {columns.map((column) => (
              <div key={column}>
                <dt>{t(`col.${column}`)}</dt>
                <dd>{text(row, column)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * The customer's side-by-side view of the proposals received (issue 18 item 1): each company's
 * latest one, sortable by price, delivery and rating, the best marked in words; cards on a phone.
 */
export function QuoteCompare({ rows }: { rows: ComparisonRow[] }) {
  const { t } = useTranslation('quote-compare');
  const phone = useMediaQuery(PHONE);
  const [order, setOrder] = useState<CompareOrder>(firstOrder('price'));
  if (rows.length === 0) return null;
  const sorted = sortRows(rows, order);
  const onSort = (key: CompareKey) =>
    setOrder((old) => (old.key === key ? { key, descending: !old.descending } : firstOrder(key)));
  return (
    <section aria-labelledby="quote-compare" className={styles.compare}>
      <h3 id="quote-compare">{t('title')}</h3>
      <p className={styles.hint}>{t('hint')}</p>
      <SortBar order={order} onSort={onSort} />
      {phone ? <CompareCards rows={sorted} /> : <CompareTable rows={sorted} order={order} />}
    </section>
  );
}
