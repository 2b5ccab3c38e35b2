import { z } from 'zod';
import { pageBody, reqIdBody } from './common';
import { ok } from './envelope';

/** POST /notifications/list (10 per page) */
export const notificationsListBody = pageBody;
export type NotificationsListBody = z.infer<typeof notificationsListBody>;

/** POST /notifications/set_read and POST /notifications/exclude */
export const notificationBody = reqIdBody;
export type NotificationBody = z.infer<typeof notificationBody>;

/** One notification; label and text in the request's language. */
export const notificationItem = z.object({
  id: z.number(),
  reqId: z.string(),
  label: z.string(),
  text: z.string(),
  /** The page the notification is about (a quote…), when there is one. */
  link: z.string().nullable(),
  date: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET /notifications/get_count */
export const notificationCountResponse = ok({ unread: z.number() });
export type NotificationCountResponse = z.infer<typeof notificationCountResponse>;

/** POST /notifications/list: `records` is the page size (DECISIONS.md 3). */
export const notificationsListResponse = ok({ data: z.array(notificationItem), records: z.number() });
export type NotificationsListResponse = z.infer<typeof notificationsListResponse>;
