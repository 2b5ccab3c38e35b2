import { quoteLink } from '../../../shared/quote-link';
import { formatPhone } from '../../../shared/rules/phone';
import type { QuoteContact } from '../../../shared/schemas/quote-outcome';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../lib/mail-template';
import { catalogueMail, renderMail } from '../../lib/mail-template';
import { notice } from './quote-notices';
import { proposingCompanyIds, requesterContact } from './quote-outcome-repository';
import { companyTargets, type NoticeTarget } from './quote-targets-repository';
import { recipientIds } from './quotes-repository';

/*
 * Everyone learns how a quote ended (issue 18 items 4 and 5): the companies whose proposal was not
 * chosen, without the winner's name or price; every recipient of a cancelled quote; and the chosen
 * company, with the requester's contact so it can follow up. Notifications are stored in the
 * caller's transaction; the e-mails are answered for sending after the commit.
 */

/** The requester's contact as the chosen company sees it; undefined once the account is gone. */
export async function contactOfRequester(
  db: Db,
  customerId: number | null,
): Promise<QuoteContact | undefined> {
  const row = await requesterContact(db, customerId);
  return row && { name: row.name, email: row.email, cellphone: formatPhone(row.cellphone) };
}

/**
 * Tells every other company that proposed that another proposal was chosen (only the title): after
 * a whole award, all but the chosen one; after a split award, those that won no item.
 */
export async function tellNotChosen(
  tx: Db,
  quote: { id: number; reqId: string; title: string },
  chosenCompanyIds: readonly number[],
  publicUrl: string,
): Promise<(MailMessage | null)[]> {
  const others = await companyTargets(tx, await proposingCompanyIds(tx, quote.id, chosenCompanyIds));
  const mails: (MailMessage | null)[] = [];
  const link = quoteLink(quote.reqId, 'company');
  for (const target of others.values()) {
    mails.push(
      await notice(tx, target, 'proposalNotChosen', { title: quote.title }, { publicUrl, mail: true, link }),
    );
  }
  return mails;
}

/** Tells every recipient company that the quote was cancelled. */
export async function tellCancelled(
  tx: Db,
  quote: { id: number; reqId: string; title: string },
  publicUrl: string,
): Promise<(MailMessage | null)[]> {
  const targets = await companyTargets(tx, await recipientIds(tx, quote.id));
  const mails: (MailMessage | null)[] = [];
  const link = quoteLink(quote.reqId, 'company');
  for (const target of targets.values()) {
    mails.push(
      await notice(tx, target, 'quoteCancelled', { title: quote.title }, { publicUrl, mail: true, link }),
    );
  }
  return mails;
}

/**
 * The "proposal chosen" e-mail with the requester's contact. Built apart from the notification so
 * the contact stays out of the stored notification's params (they outlive an account's deletion).
 */
export function chosenMail(
  target: NoticeTarget,
  params: { title: string; company: string },
  contact: QuoteContact | undefined,
  /** The quote's view (`quoteLink`), where the e-mail's button leads. */
  url: string,
): MailMessage {
  const paragraphs = contact ? ['body', 'contact'] : ['body'];
  const all = contact
    ? {
        ...params,
        customerName: contact.name,
        customerEmail: contact.email,
        customerPhone: contact.cellphone,
      }
    : params;
  return {
    to: target.email,
    ...renderMail(catalogueMail(target.lang, 'proposalChosen', paragraphs, all, url)),
  };
}
