import type { Lang } from '../../../shared/lang';
import { PAGES } from '../../../shared/limits';
import { translate } from '../../../shared/messages/translate';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  countUnread,
  deleteNotification,
  insertNotification,
  listNotifications,
  markRead,
  type NotificationRow,
} from './notifications-repository';

/** Every kind of notification (DECISIONS.md 5): stored by kind, worded when read (notices.json). */
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
  // A second round (issue 34 item 6): to each company that proposed.
  'revisionRequested',
  // After the award (issue 34 item 8): a message in a thread, to the other side.
  'threadMessage',
  'proposalNotChosen',
  // A split award (issue 34 item 4): to each supplier, how many items it won.
  'itemsAwarded',
  // Rating moderation: to the rater, and to the company owner whose report was decided.
  'ratingHidden',
  'ratingReportUpheld',
  'ratingReportKept',
  // Answers to ratings: to the rater when one is published, to the owner when the association hides it.
  'ratingReplied',
  'ratingReplyHidden',
  // A claim of a listing the association decided (issue 33 item 3): to the claimant.
  'claimApproved',
  'claimRefused',
  // The association's decision on a company waiting for its approval (issue 33 item 4): to its owner.
  'companyApproved',
  'companyRefused',
  // The vocabulary (issue 32): to the owner whose suggested term the association approved or refused.
  'termApproved',
  'termRefused',
  // Outside invitations linked to the company that listed with their address (decision 0048): to its owner.
  'invitationsLinked',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export function isNoticeKind(value: string): value is NoticeKind {
  return (NOTICE_KINDS as readonly string[]).includes(value);
}

export const NOTIFICATIONS_PAGE_SIZE = PAGES.notifications;

export interface NotificationItem {
  /** The row's number, for display and list keys only: every call names a notification by reqId. */
  id: number;
  reqId: string;
  label: string;
  text: string;
  link: string | null;
  /** ISO 8601 */
  date: string;
  read: boolean;
}

export function unreadCount(db: Db, customerId: number): Promise<number> {
  return countUnread(db, customerId);
}

/**
 * The words of a notification in `lang`, the reader's language at the time of reading (issue 12
 * item 7); a row stored before kinds existed keeps the words it was written with.
 */
export function notificationWords(
  row: Pick<NotificationRow, 'kind' | 'params' | 'label' | 'text'>,
  lang: Lang,
): { label: string; text: string } {
  if (row.kind && isNoticeKind(row.kind)) {
    const key = `notice.${row.kind}`;
    return { label: translate(lang, `${key}.label`), text: translate(lang, `${key}.text`, row.params ?? {}) };
  }
  return { label: row.label ?? '', text: row.text ?? '' };
}

export async function notificationPage(
  db: Db,
  customerId: number,
  page: number,
  lang: Lang,
): Promise<NotificationItem[]> {
  const rows = await listNotifications(db, customerId, page, NOTIFICATIONS_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    reqId: row.reqId,
    ...notificationWords(row, lang),
    link: row.link,
    date: row.createdAt.toISOString(),
    read: row.read,
  }));
}

/** Another customer's reqId is answered like an unknown one: NFD001. */
export async function setRead(db: Db, customerId: number, reqId: string): Promise<void> {
  if (!(await markRead(db, customerId, reqId))) throw new AppError('NFD001');
}

export async function exclude(db: Db, customerId: number, reqId: string): Promise<void> {
  if (!(await deleteNotification(db, customerId, reqId))) throw new AppError('NFD001');
}

export interface NotifyInput {
  /** The recipient (a customer id; a company is reached through its owner). */
  customerId: number;
  /** What happened; the words are chosen when the notification is read, in the reader's language. */
  kind: NoticeKind;
  /** The values its text names ({title}, {company}…), as written by people: never translated. */
  params: Record<string, string | number>;
  /** A path of the web client to open from the notification, e.g. '/quotes'. */
  link?: string | null;
}

/**
 * Stores a notification for the recipient's bell and answers its reqId. Pass a transaction as
 * `db` so the notification exists only if the event that caused it does.
 */
export function notify(db: Db, input: NotifyInput): Promise<string> {
  return insertNotification(db, {
    customerId: input.customerId,
    kind: input.kind,
    params: input.params,
    link: input.link ?? null,
  });
}
