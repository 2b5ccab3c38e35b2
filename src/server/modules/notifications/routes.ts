import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyOk } from '../../../shared/schemas/envelope';
import {
  notificationBody,
  notificationCountResponse,
  notificationsListBody,
  notificationsListResponse,
} from '../../../shared/schemas/notifications';
import { userIdOf } from '../../plugins/session';
import {
  exclude,
  NOTIFICATIONS_PAGE_SIZE,
  notificationPage,
  setRead,
  unreadCount,
} from './notifications-service';

export default async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/notifications/get_count', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary: 'Unread notifications of the logged-in user',
      response: { 200: notificationCountResponse },
    },
    handler: async (request) => ({
      response: true as const,
      unread: await unreadCount(app.db, userIdOf(request)),
    }),
  });

  r.post('/notifications/list', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary: `A page (${NOTIFICATIONS_PAGE_SIZE} rows, from page 1) of the user's notifications, newest first; label and text are written in the request's language (App-Language) when read. Later calls name a notification by reqId`,
      body: notificationsListBody,
      response: { 200: notificationsListResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await notificationPage(app.db, userIdOf(request), request.body.page, request.lang),
      records: NOTIFICATIONS_PAGE_SIZE,
    }),
  });

  r.post('/notifications/set_read', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary:
        "Marks one of the user's notifications read (req_id: its reqId). Unknown or another user's: NFD001",
      body: notificationBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await setRead(app.db, userIdOf(request), request.body.req_id);
      return { response: true as const };
    },
  });

  r.post('/notifications/exclude', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary:
        "Deletes one of the user's notifications (req_id: its reqId). Unknown or another user's: NFD001",
      body: notificationBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await exclude(app.db, userIdOf(request), request.body.req_id);
      return { response: true as const };
    },
  });
}
