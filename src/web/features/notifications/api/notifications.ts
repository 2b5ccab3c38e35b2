import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { PAGES } from '../../../../shared/limits';
import type {
  NotificationItem,
  notificationCountResponse,
  notificationsListResponse,
} from '../../../../shared/schemas/notifications';
import { FIRST_PAGE, nextPage, readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

type NotificationPage = Omit<Shaped<typeof notificationsListResponse>, 'response'>;

/** Unread count: polled every 60 s while the bell is mounted, and again when the window regains focus. */
export const COUNT_POLL_MS = 60_000;

export const notificationKeys = {
  count: ['notifications', 'count'] as const,
  list: ['notifications', 'list'] as const,
};

export function useUnreadCount() {
  const api = useApi();
  return useQuery({
    queryKey: notificationKeys.count,
    refetchInterval: COUNT_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    queryFn: async (): Promise<number> => {
      const answer = readAnswer(
        await api.get<Shaped<typeof notificationCountResponse>>('/notifications/get_count'),
      );
      const unread = Number(answer.unread);
      return Number.isFinite(unread) && unread > 0 ? Math.floor(unread) : 0;
    },
  });
}

/** POST /notifications/list {page}; pages of 10 until one comes back shorter than `records`. */
export function useNotificationList(enabled: boolean) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    enabled,
    staleTime: 0,
    initialPageParam: FIRST_PAGE,
    queryFn: async ({ pageParam }): Promise<NotificationPage> => {
      const answer = readAnswer(
        await api.post<Shaped<typeof notificationsListResponse>>('/notifications/list', {
          page: pageParam,
        }),
      );
      const records = Number(answer.records) || PAGES.notifications;
      return { data: Array.isArray(answer.data) ? answer.data : [], records };
    },
    getNextPageParam: (last, _pages, lastPage) => nextPage(last, lastPage),
  });
}

type ListData = InfiniteData<NotificationPage, number>;

function updateItems(
  queryClient: QueryClient,
  change: (items: NotificationItem[]) => NotificationItem[],
): void {
  queryClient.setQueryData<ListData>(notificationKeys.list, (old) =>
    old ? { ...old, pages: old.pages.map((page) => ({ ...page, data: change(page.data) })) } : old,
  );
}

function decrementCount(queryClient: QueryClient): void {
  queryClient.setQueryData<number>(notificationKeys.count, (old) => Math.max(0, (old ?? 0) - 1));
}

/** POST /notifications/set_read {req_id}: the item shows as read and the counter goes down. */
export function useMarkRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: NotificationItem) => {
      readAnswer(await api.post('/notifications/set_read', { req_id: item.reqId }));
      return item;
    },
    onSuccess: (item) => {
      updateItems(queryClient, (items) =>
        items.map((n) => (n.reqId === item.reqId ? { ...n, read: true } : n)),
      );
      if (!item.read) decrementCount(queryClient);
    },
  });
}

/** POST /notifications/exclude {req_id}: the item leaves the list; an unread one lowers the counter. */
export function useExclude() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: NotificationItem) => {
      readAnswer(await api.post('/notifications/exclude', { req_id: item.reqId }));
      return item;
    },
    onSuccess: (item) => {
      updateItems(queryClient, (items) => items.filter((n) => n.reqId !== item.reqId));
      if (!item.read) decrementCount(queryClient);
    },
  });
}
