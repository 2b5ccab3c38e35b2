import type { Db } from '../../db/client';
import { insertNotification } from './notifications-repository';

export interface NotifyInput {
  /** The recipient (a customer id; a company is reached through its owner). */
  customerId: number;
  /** Already in the recipient's language (customers.lang). */
  label: string;
  text: string;
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
    label: input.label,
    text: input.text,
    link: input.link ?? null,
  });
}
