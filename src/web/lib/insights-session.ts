import type { CountKind } from '../../shared/schemas/insights';
import type { KeyValueStorage } from './storage';

/*
 * Issue 35: a person who opens a company page again within 30 minutes counts once. The browser
 * decides it, in its session storage (gone when the tab closes), so the server keeps nothing about
 * anyone: it only ever receives "one view of company X".
 */

export const SEEN_KEY = 'insights-seen';
/** A company and kind reported less than this long ago is not reported again. */
export const REPORT_AGAIN_MS = 30 * 60 * 1000;

export interface InsightEvent {
  company: string;
  kind: CountKind;
}

type Seen = Record<string, number>;

function readSeen(storage: KeyValueStorage): Seen {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SEEN_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Seen) : {};
  } catch {
    return {};
  }
}

/**
 * The events not reported in the last 30 minutes of this session, marked as reported now; the
 * marks older than 30 minutes are dropped, so the stored list stays as short as the window.
 */
export function takeFresh(
  storage: KeyValueStorage,
  events: readonly InsightEvent[],
  now = Date.now(),
): InsightEvent[] {
  const seen = readSeen(storage);
  const kept: Seen = {};
  for (const [key, at] of Object.entries(seen)) {
    if (typeof at === 'number' && now - at < REPORT_AGAIN_MS && at <= now) kept[key] = at;
  }
  const fresh: InsightEvent[] = [];
  for (const event of events) {
    const key = `${event.kind}:${event.company}`;
    if (key in kept) continue;
    kept[key] = now;
    fresh.push(event);
  }
  try {
    storage.setItem(SEEN_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the report still goes; a reload may then count again.
  }
  return fresh;
}

/** window.sessionStorage when it works, else nothing is remembered (and nothing breaks). */
export function sessionStore(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
