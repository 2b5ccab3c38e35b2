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

/**
 * On <html> when the server rendered the page into #root (decision 0017): the client hydrates it
 * rather than rendering afresh, in the language of <html lang>.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';

/**
 * A server-rendered page's scripts (decision 0022): the JSON list of the files to load, the entry
 * last, in an element of this id; index.html's start-up script loads them once the server's markup
 * has been painted, so the first paint waits for none of them.
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';
/**
 * On <html> when the browser keeps a logged-in user (localStorage 'user'), set by index.html's head
 * script before the first paint. The server renders every public page logged out, and the app
 * knows better only once hydrated: until then the header shows a neutral account slot instead of
 * "Log in" (header.module.css), the same size, so nothing moves (issue 29).
 */
export const STORED_USER_ATTRIBUTE = 'data-stored-user';
/** On <html> of a server-rendered page: the first interface strings' chunk, for that same start-up. */
export const FIRST_STRINGS_ATTRIBUTE = 'data-first-strings';

/**
 * The start-up of a server-rendered page (decision 0022), index.html's last script (vite.config.ts). Its markup is complete without a script,
 * so the page is painted first and its scripts (listed by the server in #page-scripts, the entry
 * last, with the first strings' chunk the head script chose) are asked for in the task after that
 * first frame: on a phone's network they no longer share the bandwidth with the page and its
 * largest image before the first paint. The entry goes first (the largest file), its companions as
 * module preloads one per task (each insertion starts a fetch: 1.6 ms on this machine, 6–7 ms at
 * 4×; three per task were 85–104 ms tasks in a 4× profile, issue 17 session 24).
 *
 * "Painted" is the browser's own word where it has one: the first contentful paint's entry
 * (PerformanceObserver `paint`), which comes when the frame has reached the screen — a frame's
 * `requestAnimationFrame` is before that, and in a trace the scripts were asked for 15–30 ms before
 * the first paint. A page whose largest image is marked `fetchpriority=high` (a company's cover,
 * the home page's first slide) also waits for that image's paint (Element Timing: the script marks
 * it `elementtiming` before any paint), or its failure, or 100 ms after it loaded (an image out of
 * view, such as a gallery below a company without a cover, is never reported painted). The image has the phone's network to itself
 * and its paint does not wait behind 150 KB of scripts: Lighthouse's simulation counts every script
 * asked for before the observed paints, and put a company page's LCP at 2.0–2.5 s instead of
 * 1.0–1.2 s on runs where the scripts went out first (issue 17, session 26). Browsers without those
 * entries (Safari, Firefox have no Element Timing) wait for the image's load and the next frame.
 * A hidden page has no frames and a slow image must not hold the page back: a timer starts it
 * after a second whatever happened. The shell (pages the client renders) has no list and starts at
 * once, as before.
 *
 * It also stops any form submission that no handler of the app took (not prevented when it reaches
 * the window): a server-rendered form used before its part of the page is hydrated (the footer's
 * newsletter e-mail, the list's search) was submitted natively, a GET of the same page that lost
 * the typed text and put it in the address and the server's logs. Every form of the app handles
 * its own submit, so after hydration this stops nothing; before it, the text stays for the next
 * press.
 */
export const START_AFTER_FIRST_PAINT = `(function(){addEventListener('submit',function(v){v.defaultPrevented||v.preventDefault()});var d=document,e=d.getElementById('${PAGE_SCRIPTS_ID}');if(!e)return;var u=JSON.parse(e.textContent),f=d.documentElement.getAttribute('${FIRST_STRINGS_ATTRIBUTE}'),s=0;if(f)u.unshift(f);function more(i){if(i>=u.length-1)return;var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u[i];d.head.appendChild(l);setTimeout(function(){more(i+1)},0)}function go(){if(s)return;s=1;var m=d.createElement('script');m.type='module';m.crossOrigin='';m.src=u[u.length-1];d.head.appendChild(m);setTimeout(function(){more(0)},0)}function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}var i=d.querySelector('img[fetchpriority=high]'),P=typeof PerformanceObserver=='function'&&PerformanceObserver,T=P&&P.supportedEntryTypes||[];if(T.indexOf('paint')>=0&&(!i||T.indexOf('element')>=0)){var f=0,g=!i||i.complete,o,seen=function(){if(f&&g){o.disconnect();setTimeout(go,0)}};o=new P(function(l){l.getEntries().forEach(function(x){if(x.name==='first-contentful-paint')f=1;if(x.entryType==='element')g=1});seen()});o.observe({type:'paint',buffered:true});if(!g){i.setAttribute('elementtiming','start');o.observe({type:'element',buffered:true});i.addEventListener('error',function(){g=1;seen()});i.addEventListener('load',function(){setTimeout(function(){g=1;seen()},100)})}}else if(i&&!i.complete){i.addEventListener('load',painted);i.addEventListener('error',painted)}else painted();setTimeout(go,1000)})()`;

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

/** One API read while the server renders a page: the envelope the route would answer, or false. */
export type ServerCall = (
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  lang: Lang,
) => Promise<unknown>;

/**
 * The consent bar's cookie (src/web/features/consent): the only cookie the server's render reads, so
 * a rendered page depends on nothing else of the visitor's and may be kept for the next one.
 */
export const CONSENT_COOKIE = 'regulationConsent';

/** What the server's render of a page (src/web/entry-server.tsx `render`) is given. */
export interface ServerRenderInput {
  /** Path and query string, as requested. */
  url: string;
  lang: Lang;
  /** Cookies for the render: only CONSENT_COOKIE, so the consent bar shows only to who has not accepted it. */
  cookie: string;
  call: ServerCall;
}

export interface ServerRender {
  /** What goes inside #root. */
  html: string;
  status: 200 | 404;
  /** The rendered pages' source files (`app/routes/home.tsx`), for their stylesheets and scripts. */
  files: string[];
  /** The answers the page was rendered with, for the browser's query cache (app/initial-data.ts). */
  queries: InitialQuery[];
}

/** A page, a redirect the client would make, or null: not a public page (the client renders it). */
export type ServerAnswer = ServerRender | { redirect: string } | null;

export type ServerRenderFn = (input: ServerRenderInput) => Promise<ServerAnswer>;
