import { COUNT_EVENTS_MAX } from '../../shared/insights-events';
import type { ApiClient } from './api-client';
import { type InsightEvent, sessionStore, takeFresh } from './insights-session';

/*
 * Loaded on its own, after the page has loaded (use-insights-report.ts): no page's first script or
 * hydration waits for it. Reports wait a moment so a list's cards go in one call.
 */

const WAIT_MS = 1500;
const queue: InsightEvent[] = [];
let waiting = false;

function send(api: ApiClient) {
  const batch = queue.splice(0, COUNT_EVENTS_MAX);
  waiting = queue.length > 0;
  if (waiting) setTimeout(() => send(api), 0);
  if (batch.length > 0) void api.post('/insights/count', { events: batch }).catch(() => undefined);
}

/** Reports what this session has not reported in the last 30 minutes. */
export function report(api: ApiClient, events: readonly InsightEvent[]): void {
  const storage = sessionStore();
  const fresh = storage ? takeFresh(storage, events) : [...events];
  if (fresh.length === 0) return;
  queue.push(...fresh);
  if (waiting) return;
  waiting = true;
  setTimeout(() => send(api), WAIT_MS);
}
