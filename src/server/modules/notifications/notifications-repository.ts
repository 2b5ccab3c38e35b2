import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export interface NotificationRow {
  id: number;
  reqId: string;
  kind: string | null;
  params: Record<string, string | number> | null;
  /** Written at the event, before notifications were stored by kind (migration 0009). */
  label: string | null;
  text: string | null;
  link: string | null;
  read: boolean;
  createdAt: Date;
}

export async function insertNotification(
  db: Db,
  values: {
    customerId: number;
    kind: string;
    params: Record<string, string | number>;
    link: string | null;
  },
): Promise<string> {
  const [row] = await db.insert(notifications).values(values).returning({ reqId: notifications.reqId });
  return row.reqId;
}

export async function countUnread(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.read, false)));
  return row?.unread ?? 0;
}

/** Newest first; the id breaks ties between notifications of the same instant. */
export async function listNotifications(
  db: Db,
  customerId: number,
  page: number,
  pageSize: number,
): Promise<NotificationRow[]> {
  return db
    .select({
      id: notifications.id,
      reqId: notifications.reqId,
      kind: notifications.kind,
      params: notifications.params,
      label: notifications.label,
      text: notifications.text,
      link: notifications.link,
      read: notifications.read,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** Only the owner's notification changes; false when the reqId names none of theirs. */
export async function markRead(db: Db, customerId: number, reqId: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.reqId, reqId), eq(notifications.customerId, customerId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function deleteNotification(db: Db, customerId: number, reqId: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.reqId, reqId), eq(notifications.customerId, customerId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
