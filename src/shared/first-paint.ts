import type { Lang } from './lang';

/*
 * What the server puts into index.html for the page asked for, so a phone paints it and the client
 * renders it without first waiting for API round trips (src/server/plugins/web-page.ts writes it,
 * src/web/app/initial-data.ts reads it). Both sides take the names and cache keys from here.
 */

/** The element whose text is the JSON of `InitialData`. */
export const INITIAL_DATA_ID = 'initial-data';
/** Where index.html takes the page's static first paint (inside #root, after the header's room). */
export const FIRST_PAINT_MARK = '<!--first-paint-->';

/** TanStack Query keys of the answers the server can send with the page. */
export const initialQueryKeys = {
  dataIndex: (lang: Lang) => ['catalogue', 'data-index', lang] as const,
  company: (lang: Lang, reqId: string) => ['catalogue', 'company', lang, reqId] as const,
};

export interface InitialQuery {
  key: readonly unknown[];
  data: unknown;
}

export interface InitialData {
  queries: InitialQuery[];
}

/** The sizes the association's slides are made in (the demo images and the upload guide agree). */
export const SLIDE_SIZES = {
  mobile: { width: 780, height: 780 },
  desktop: { width: 1440, height: 500 },
} as const;
