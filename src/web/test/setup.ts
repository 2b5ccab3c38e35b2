import nodeConsole from 'node:console';
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { preloadResources } from '../lib/i18n';

// The test files of a worker share one document (vitest.config.ts): each file starts with an empty
// body, as it would in a window of its own (a test that hydrates markup itself may leave some), and
// Testing Library, which unmounts by itself only where the test functions are globals, unmounts here.
beforeAll(() => {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the test document's cookies have no other API
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
// What a file stubbed or spied on ends with it, as it did when each file had a fresh worker.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
afterEach(() => {
  cleanup();
});

// The 2-core CI machine runs several suites at once; the default 1 s makes findBy* flaky there.
configure({ asyncUtilTimeout: 5000 });

// Every locale namespace at once, so components render their strings on the first pass.
const localeFiles = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  base: '../../shared/messages/locales',
  eager: true,
  import: 'default',
});
const allResources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, strings] of Object.entries(localeFiles)) {
  const [, lang, file] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (lang && file) {
    allResources[lang] ??= {};
    allResources[lang][file] = strings;
  }
}
preloadResources(allResources);

// Two messages that say nothing about our code fill the suite's stderr (issue 31 item 10): happy-dom
// does not load iframes (the map and video frames), and React does not know its `<search>`
// element (HTML's landmark for a search form, which real browsers know). Anything else still prints.
const QUIET = [/Iframe page loading is disabled/, /The tag <search> is unrecognized in this browser/];
/**
 * happy-dom writes to the console it was created with: Node's own (node:console), which vitest's
 * per-test console later replaces as `console`; React writes to the latter. Both are filtered.
 */
const QUIETENED = Symbol.for('catalogo.quietened');
function quieten(target: Console & { [QUIETENED]?: true }) {
  // Node's console outlives a test file: wrap it once per worker, not once per file.
  if (target[QUIETENED]) return;
  target[QUIETENED] = true;
  const printError = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    // React writes `%s` placeholders: read the message as the console would print it.
    const text = format(...args.map((a) => (a instanceof Error ? a.message : a)));
    if (!QUIET.some((re) => re.test(text))) printError(...args);
  };
}
quieten(console);
if (nodeConsole !== console) quieten(nodeConsole);
