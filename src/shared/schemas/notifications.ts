import type { z } from 'zod';
import { pageBody, reqIdBody } from './common';

/** POST /notifications/list (10 per page) */
export const notificationsListBody = pageBody;
export type NotificationsListBody = z.infer<typeof notificationsListBody>;

/** POST /notifications/set_read and POST /notifications/exclude */
export const notificationBody = reqIdBody;
export type NotificationBody = z.infer<typeof notificationBody>;
