import type { ReactNode } from 'react';
import { BREAKPOINTS } from '../../../shared/limits';
import { useMediaQuery } from '../../lib/use-media-query';
import styles from './responsive-table.module.css';

/**
 * Narrower than the desktop layout: rows become cards. Kept here, not in use-media-query.ts, which
 * the home page loads on its first visit (budgets.json).
 */
const BELOW_DESKTOP = `(max-width: ${BREAKPOINTS.desktopFrom - 0.02}px)`;

export interface TableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures: aligned at the end in the table, so their digits line up. */
  numeric?: boolean;
  /** On a card, the value takes the card's whole width under its name (actions and their forms). */
  whole?: boolean;
}

/**
 * A list of records: a table from the desktop width, and below it one card per row (the first
 * column its title, the others named beside their values), so on a phone nothing, an action
 * least of all, sits beyond the screen's edge. Like the quote comparison, which chose cards first.
 */
export function ResponsiveTable<Row>({
  label,
  rows,
  rowKey,
  columns,
}: {
  /** What the list is, for screen readers: the table's and the card list's name. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The first one names the row: the table's row header, the card's title. */
  columns: readonly TableColumn<Row>[];
}) {
  const cards = useMediaQuery(BELOW_DESKTOP);
  const [title, ...rest] = columns;
  if (!title) return null;
  if (cards) {
    return (
      <ul className={styles.cards} aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={styles.card}>
            <div className={styles.title}>{title.cell(row)}</div>
            <dl className={styles.facts}>
              {rest.map((column) => (
                <div key={column.id} className={column.whole ? styles.whole : undefined}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  const numeric = (column: TableColumn<Row>) => (column.numeric ? styles.number : undefined);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
    <section className={styles.scroll} tabIndex={0} aria-label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={numeric(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{title.cell(row)}</th>
              {rest.map((column) => (
                <td key={column.id} className={numeric(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
