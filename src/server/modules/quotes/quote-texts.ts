import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { QuoteStatus } from '../../db/schema/quotes';
import type { NoticeKind } from '../notifications/notifications-service';

/**
 * The notifications and e-mails of DECISIONS.md 5. Their words are in the shared catalogue
 * (src/shared/messages/locales/<lang>/notices.json and mail.json, decision 0013): notifications are stored by
 * kind and worded when read, in the reader's language; e-mails go in the recipient's account
 * language (customers.lang).
 */

/** The kinds that also send an e-mail: the paragraphs of their `mail.<kind>` entry, in order. */
export const NOTICE_MAIL_PARAGRAPHS: Partial<Record<NoticeKind, readonly string[]>> = {
  quoteReceived: ['summary', 'body'],
  proposalReceived: ['body'],
  proposalChosen: ['body'],
  proposalNotChosen: ['body'],
  quoteCancelled: ['body'],
  threadMessage: ['body', 'text'],
};

export function statusDesc(lang: Lang, status: QuoteStatus): string {
  return translate(lang, `quote.status.${status}`);
}

export function yesNo(lang: Lang, value: boolean): string {
  return translate(lang, value ? 'word.yes' : 'word.no');
}
