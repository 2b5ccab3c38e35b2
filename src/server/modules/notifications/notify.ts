import type { Db } from '../../db/client';
import type { NoticeKind } from '../quotes/quote-texts';
import { insertNotification } from './notifications-repository';

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
