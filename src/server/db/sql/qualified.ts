import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column written with its table name, for the outer row in a correlated subquery. Drizzle writes
 * the columns of a one-table select list (and of `returning`) without their table, so
 * `${quotes.id}` inside `select … from quote_proposals where …` would become `"id"`: the inner
 * table's own id, compared silently. Every outer column of a subquery goes through here.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
