import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type QuoteStatus, quoteRecipients, quotes } from '../../db/schema/quotes';
import { qualified } from '../../db/sql/qualified';
import { chosenFrom, declinedBy, proposedBy, stillToAnswer } from './quote-deadline-repository';

/* The lists of quotes: a customer's, and those a company received (issue 18, decision 0048). */

export interface QuoteListRow {
  reqId: string;
  title: string;
  status: QuoteStatus;
  dateOpen: Date;
  dateClose: Date | null;
  deadline: Date | null;
  /** Issue 34 item 6: the current round (a revision round asks only those who proposed). */
  round: number;
  /** Company list only: whether that company declined the quote, proposed, and was chosen. */
  declined?: boolean;
  proposed?: boolean;
  chosen?: boolean;
  /** Company list only: it came from an outside invitation sent before the company listed (decision 0048). */
  invited?: boolean;
}

/** Whether the company's row for the quote came from an outside invitation linked to it (decision 0048). */
function invitedBefore(companyId: number): SQL<boolean> {
  return sql`exists (select 1 from ${quoteRecipients} r where r.quote_id = ${qualified(quotes.id)} and r.company_id = ${companyId} and r.outside_id is not null)`.mapWith(
    Boolean,
  );
}

/**
 * A page of quotes, newest first (ties by id so pages never overlap), and the total. A company's
 * list may keep only the quotes it still has to answer (issue 18, quote-deadline-repository).
 */
export async function listQuotes(
  db: Db,
  filter: { customerId: number } | { recipientCompanyId: number; toAnswer?: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: QuoteListRow[]; total: number }> {
  const company = 'recipientCompanyId' in filter ? filter.recipientCompanyId : undefined;
  const where =
    'customerId' in filter
      ? eq(quotes.customerId, filter.customerId)
      : and(
          inArray(
            quotes.id,
            db
              .select({ id: quoteRecipients.quoteId })
              .from(quoteRecipients)
              .where(eq(quoteRecipients.companyId, filter.recipientCompanyId)),
          ),
          filter.toAnswer ? stillToAnswer(filter.recipientCompanyId) : undefined,
        );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        reqId: quotes.reqId,
        title: quotes.title,
        status: quotes.status,
        dateOpen: quotes.dateOpen,
        dateClose: quotes.dateClose,
        deadline: quotes.deadline,
        round: quotes.round,
        ...(company === undefined
          ? {}
          : {
              declined: declinedBy(company),
              proposed: proposedBy(company),
              chosen: chosenFrom(company),
              invited: invitedBefore(company),
            }),
      })
      .from(quotes)
      .where(where)
      .orderBy(desc(quotes.dateOpen), desc(quotes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(quotes).where(where),
  ]);
  return { rows, total };
}
