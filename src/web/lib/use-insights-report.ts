import { useCallback } from 'react';
import { afterPageLoad } from './after-page-load';
import type { InsightEvent } from './insights-session';
import { useApi } from './services';

/**
 * `report(events)`: counts company views, appearances and contact clicks for their companies'
 * insights (issue 35). The reporting code is a chunk of its own, asked for after the page's load
 * when the browser is idle, so it adds nothing to a page's first scripts nor to its hydration.
 */
export function useInsightsReport(): (events: readonly InsightEvent[]) => void {
  const api = useApi();
  return useCallback(
    (events) => {
      if (events.length === 0) return;
      afterPageLoad(() => {
        void import('./insights-beacon').then((beacon) => beacon.report(api, events)).catch(() => undefined);
      });
    },
    [api],
  );
}
