import { PAGES } from '../../../shared/limits';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { countUnread, deleteNotification, listNotifications, markRead } from './notifications-repository';

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

export async function notificationPage(
  db: Db,
  customerId: number,
  page: number,
): Promise<NotificationItem[]> {
  const rows = await listNotifications(db, customerId, page, NOTIFICATIONS_PAGE_SIZE);
  return rows.map(({ createdAt, ...row }) => ({ ...row, date: createdAt.toISOString() }));
}

/** Another customer's reqId is answered like an unknown one: NFD001. */
export async function setRead(db: Db, customerId: number, reqId: string): Promise<void> {
  if (!(await markRead(db, customerId, reqId))) throw new AppError('NFD001');
}

export async function exclude(db: Db, customerId: number, reqId: string): Promise<void> {
  if (!(await deleteNotification(db, customerId, reqId))) throw new AppError('NFD001');
}
