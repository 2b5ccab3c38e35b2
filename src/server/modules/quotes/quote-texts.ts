import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { QuoteStatus } from '../../db/schema/quotes';

/**
 * The notifications and e-mails of DECISIONS.md 5. Their words are in the shared catalogue
 * (src/web/locales/<lang>/notices.json and mail.json, decision 0013): notifications are stored by
 * kind and worded when read, in the reader's language; e-mails go in the recipient's account
 * language (customers.lang).
 */

export const NOTICE_KINDS = [
  'quoteReceived',
  'questionAsked',
  'questionAnswered',
  'proposalReceived',
  'proposalChosen',
  'quoteCancelled',
  'ratingReceived',
  'deadlineReminder',
  'quoteDeclined',
  'proposalNotChosen',
  // Rating moderation: to the rater, and to the company owner whose report was decided.
  'ratingHidden',
  'ratingReportUpheld',
  'ratingReportKept',
  // Answers to ratings: to the rater when one is published, to the owner when the association hides it.
  'ratingReplied',
  'ratingReplyHidden',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export function isNoticeKind(value: string): value is NoticeKind {
  return (NOTICE_KINDS as readonly string[]).includes(value);
}

/** The kinds that also send an e-mail: the paragraphs of their `mail.<kind>` entry, in order. */
export const NOTICE_MAIL_PARAGRAPHS: Partial<Record<NoticeKind, readonly string[]>> = {
  quoteReceived: ['summary', 'body'],
  proposalReceived: ['body'],
  proposalChosen: ['body'],
  proposalNotChosen: ['body'],
  quoteCancelled: ['body'],
};

export function statusDesc(lang: Lang, status: QuoteStatus): string {
  return translate(lang, `quote.status.${status}`);
}

export function yesNo(lang: Lang, value: boolean): string {
  return translate(lang, value ? 'word.yes' : 'word.no');
}
