import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS } from '../../../../shared/limits';
import type { ComparisonRow } from '../../../../shared/schemas/quote-proposal-terms';
import { Button } from '../../../components/ui/button';
import { useMediaQuery } from '../../../lib/use-media-query';
import { OutsideMark } from './outside-invite-panel';
import type { ProposalActions } from './proposal-actions';
import styles from './quote-compare.module.css';
import {
  type CompareColumn,
  columnsOf,
  lowestPriceOf,
  Marks,
  useAboveLowest,
  useCellText,
} from './quote-compare-cells';
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

/** The offer's PDF (when it came with one) and, while the customer may choose, "Choose this proposal". */
function RowActions({ row, actions }: { row: ComparisonRow; actions: ProposalActions | undefined }) {
  const { t } = useTranslation('quote-compare');
  const { t: tq } = useTranslation('quotes');
  if (!actions) return null;
  const { file } = row;
  return (
    <div className={styles.actions}>
      {file && (
        <Button
          size="small"
          variant="secondary"
          aria-label={t('pdfLabel', { company: row.companyName })}
          onClick={() => actions.download(file)}
        >
          {t('pdf')}
        </Button>
      )}
      {actions.canChoose && (
        <Button
          size="small"
          aria-label={t('chooseLabel', { company: row.companyName })}
          onClick={() => actions.choose(row.reqId)}
        >
          {tq('view.choose')}
        </Button>
      )}
    </div>
  );
}

/** A price with how much it is above the lowest one. */
function PriceCell({ row, lowest }: { row: ComparisonRow; lowest: number | null }) {
  const text = useCellText();
  const aboveLowest = useAboveLowest();
  const above = aboveLowest(row, lowest);
  return (
    <>
      <span className={styles.amount}>{text(row, 'price')}</span>
      {above && <span className={styles.above}>{above}</span>}
    </>
  );
}

/** Validity, payment terms and note under their names, in one column: eight would not fit the dialog. */
function TermsCell({ row }: { row: ComparisonRow }) {
  const { t } = useTranslation('quote-compare');
  const text = useCellText();
  const stated = TERM_COLUMNS.filter((column) => row[column] !== null);
  if (stated.length === 0) return <>{t('notStated')}</>;
  return (
    <dl className={styles.termList}>
      {stated.map((column) => (
        <div key={column}>
          <dt>{t(`col.${column}`)}</dt>
          <dd>{text(row, column)}</dd>
        </div>
      ))}
    </dl>
  );
}

const TERM_COLUMNS = ['validUntil', 'paymentTerms', 'note'] as const;

function CompareTable({ rows, order, actions }: CompareProps & { order: CompareOrder }) {
  const { t } = useTranslation('quote-compare');
  const text = useCellText();
  const withResponsiveness = columnsOf(rows).includes('responsiveness');
  const lowest = lowestPriceOf(rows);
  const ariaSort = (column: CompareColumn) =>
    SORTED_COLUMN[column] === order.key ? (order.descending ? 'descending' : 'ascending') : undefined;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('col.company')}</th>
            <th scope="col" aria-sort={ariaSort('price')}>
              {t('col.price')}
            </th>
            <th scope="col" aria-sort={ariaSort('delivery')}>
              {t('col.delivery')}
            </th>
            <th scope="col">{t('col.terms')}</th>
            <th scope="col" aria-sort={ariaSort('rating')}>
              {t('col.rating')}
            </th>
            {actions && (
              <th scope="col">
                <span className="visually-hidden">{t('col.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.reqId}>
              <th scope="row">
                <span className={styles.company}>{row.companyName}</span>
                <OutsideMark outside={row.outside} />
                <Marks row={row} />
              </th>
              <td>
                <PriceCell row={row} lowest={lowest} />
              </td>
              <td>{text(row, 'delivery')}</td>
              <td>
                <TermsCell row={row} />
              </td>
              <td>
                {text(row, 'rating')}
                {withResponsiveness && (
                  <span className={styles.below}>
                    {row.responsiveness ? text(row, 'responsiveness') : t('responsivenessNotEnough')}
                  </span>
                )}
              </td>
              {actions && (
                <td>
                  <RowActions row={row} actions={actions} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CompareCards({ rows, actions }: CompareProps) {
  const { t } = useTranslation('quote-compare');
  const text = useCellText();
  const columns = columnsOf(rows);
  const lowest = lowestPriceOf(rows);
  return (
    <ul className={styles.cards} aria-label={t('caption')}>
      {rows.map((row) => (
        <li key={row.reqId} className={styles.card}>
          <h4 className={styles.company}>
            {row.companyName}
            <OutsideMark outside={row.outside} />
          </h4>
          <Marks row={row} />
          <dl className={styles.facts}>
            {columns.map((column) => (
              <div key={column}>
                <dt>{t(`col.${column}`)}</dt>
                <dd>{column === 'price' ? <PriceCell row={row} lowest={lowest} /> : text(row, column)}</dd>
              </div>
            ))}
          </dl>
          <RowActions row={row} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

interface CompareProps {
  rows: ComparisonRow[];
  /** Download and choose from each row; without them the rows only compare. */
  actions?: ProposalActions;
}

/**
 * The customer's side-by-side view of the proposals received (issue 18 item 1): each company's
 * latest one, sortable by price, delivery and rating, the best marked in words, how much dearer
 * than the lowest price, its PDF and "Choose this proposal"; cards on a phone. At the desktop width
 * the table fits the dialog (issue 30 item 9): validity, payment terms and note share a column, and
 * the responsiveness sits under the rating.
 */
export function QuoteCompare({ rows, actions }: CompareProps) {
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
      {phone ? (
        <CompareCards rows={sorted} actions={actions} />
      ) : (
        <CompareTable rows={sorted} order={order} actions={actions} />
      )}
    </section>
  );
}
