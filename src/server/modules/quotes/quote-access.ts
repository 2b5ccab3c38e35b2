import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { companyOfOwner, findQuote, isRecipient, type QuoteRow, type RowLock } from './quotes-repository';

/*
 * Who may reach a quote (DECISIONS.md 5): its owner and its recipient companies. Anyone else gets
 * NFD001, exactly as for an id that does not exist, so ids cannot be probed.
 */

export interface CompanyViewer {
  companyId: number;
  companyName: string;
}

/** The quote when `customerId` requested it; otherwise NFD001. */
export async function quoteOfOwner(
  db: Db,
  reqId: string,
  customerId: number,
  lock?: RowLock,
): Promise<QuoteRow> {
  const quote = await findQuote(db, { reqId }, lock);
  if (!quote || quote.customerId !== customerId) throw new AppError('NFD001');
  return quote;
}

/** The quote when the company of `customerId` received it; otherwise NFD001. */
export async function quoteOfRecipient(
  db: Db,
  reqId: string,
  customerId: number,
  lock?: RowLock,
): Promise<{ quote: QuoteRow; company: CompanyViewer }> {
  const company = await companyOfOwner(db, customerId);
  if (!company) throw new AppError('NFD001');
  const quote = await findQuote(db, { reqId }, lock);
  if (!quote || !(await isRecipient(db, quote.id, company.id))) throw new AppError('NFD001');
  return { quote, company: { companyId: company.id, companyName: company.tradeName } };
}

/** Questions, proposals, updates and cancelling happen only while the quote is open. */
export function requireOpen(quote: QuoteRow): void {
  if (quote.status !== 'a') throw new AppError('QTE001');
}
