// `npm run lighthouse`: Lighthouse (mobile settings) on `/`, `/companies` and a company page of a
// production build, in Portuguese and in English (LIGHTHOUSE_LANGS), in the system's Chromium.
// Builds the client into dist/web-lighthouse and its server render into dist/ssr-lighthouse, starts
// `scripts/start.mjs` on LIGHTHOUSE_PORT (3213) with a fresh DATA_DIR and the demo data, prints a
// line per run (with Lighthouse's benchmarkIndex and the load average) and one per page, the median
// of LIGHTHOUSE_RUNS (3) runs by performance, with the audits under 90 that hold them down, and
// writes each median report's JSON to LIGHTHOUSE_OUT (the system's temp folder by default), each
// run's beside it (`…-run1.json`; LIGHTHOUSE_TRACES=1 adds its trace and network log). Every
// run is checked against issue 17's goals; the command fails (exit 1) when one misses. LIGHTHOUSE_URL=http://… audits a
// server that is already running instead (nothing is built or started). Each page is fetched a few
// times before the audits, so they measure the pages as a running site serves them (its render cache).
// A trivial page is audited first and shown as the machine's floor (LIGHTHOUSE_FLOOR=0 skips it).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3213);
const webDir = join(root, 'dist', 'web-lighthouse');
const ssrDir = join(root, 'dist', 'ssr-lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

async function waitForHealth(base, server) {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/app/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /app/health within 2 minutes');
}

/** A production server of a fresh build on its own port and data directory; returns its stopper. */
async function startServer() {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The server render of this same source (a dist/ssr of an older build would not match the client).
  const ssr = spawnSync(
    process.execPath,
    [vite, 'build', '--ssr', '--logLevel', 'warn', '--outDir', ssrDir, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit' },
  );
  if (ssr.status !== 0) process.exit(ssr.status ?? 1);
  const dataDir = mkdtempSync(join(tmpdir(), 'catalogo-lighthouse-'));
  const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      SSR_ENTRY: join(ssrDir, 'entry-server.js'),
      LOG_LEVEL: 'warn',
      DEMO_DATA: '1',
    },
  });
  const base = `http://localhost:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/** The first company of the public list, as its page's URL. */
async function companyPath(base) {
  const open = await (await fetch(`${base}/app/session/open`)).json();
  const headers = {
    'content-type': 'application/json',
    'app-auth': open.appAuth,
    [open.token.name]: open.token.value,
  };
  const list = await (
    await fetch(`${base}/app/companies/list`, { method: 'POST', headers, body: JSON.stringify({ page: 1 }) })
  ).json();
  const company = list.data?.[0];
  if (!company) throw new Error(`no company listed: ${JSON.stringify(list)}`);
  return `/company/${encodeURIComponent(company.reqId)}/${encodeURIComponent(company.name)}`;
}

/*
 * Lighthouse's NO_NAVSTART: the trace it recorded has no navigationStart for the page's frame, so it
 * measured nothing ("Please run Lighthouse again"). Chromium sometimes drops that event when the
 * navigation moves to a new renderer process (1–2 runs in 20 here, session 26; sitespeedio/browsertime
 * #902 saw the same and injects the event). A recording that failed is not a result of the page: the
 * run is repeated, at most twice, and the repetition is printed.
 */
const RECORDING_FAILURES = new Set(['NO_NAVSTART']);

/** One Lighthouse run with its default configuration: a mid-range phone on slow 4G (simulated). */
async function audit(url) {
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const error = result.lhr.runtimeError?.code;
    if (!RECORDING_FAILURES.has(error) || attempt === 2) {
      mainThreadOf.set(result.lhr, mainThreadAfterPaint(result.artifacts?.Trace));
      if (process.env.LIGHTHOUSE_TRACES === '1') artifactsOf.set(result.lhr, result.artifacts);
      return result.lhr;
    }
    console.log(`    Lighthouse ${error} (its recording failed, nothing was measured): run repeated`);
  }
}

/*
 * What the page's main thread did after its first paint, in the tasks that Lantern's 4× can make
 * long (over 12.5 ms observed): their time on the clock and their time on the CPU (the trace's thread
 * time). On a machine whose cores are busy elsewhere the thread waits inside its tasks, and Lantern
 * counts the waiting as the page's blocking: a run whose long tasks are mostly waiting measured the
 * machine, not the page (session 46: a 153 ms task with 2 ms of CPU while other processes ran).
 * "CPU-time TBT" is TBT's sum over the same tasks with their CPU time: what a quiet machine would
 * show. Shown beside each run, never counted in the goals.
 */
const mainThreadOf = new WeakMap();
/** Each run's trace and network log, kept only with LIGHTHOUSE_TRACES=1 (tens of MB a run). */
const artifactsOf = new WeakMap();
function mainThreadAfterPaint(trace) {
  const events = trace?.traceEvents ?? [];
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const thread = events.find(
    (event) =>
      event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain',
  );
  if (!thread) return null;
  const tasks = events.filter(
    (event) =>
      event.pid === paint.pid &&
      event.tid === thread.tid &&
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      event.ts >= paint.ts &&
      event.dur > 12_500,
  );
  const ms = (us) => us / 1000;
  return {
    wall: Math.round(ms(tasks.reduce((sum, task) => sum + task.dur, 0))),
    cpu: Math.round(ms(tasks.reduce((sum, task) => sum + (task.tdur ?? task.dur), 0))),
    cpuTbt: Math.round(tasks.reduce((sum, task) => sum + Math.max(0, 4 * ms(task.tdur ?? task.dur) - 50), 0)),
  };
}

/** One run's line: what it scored, and the machine's state (benchmarkIndex, load average before it). */
function runLine(label, lhr, loadBefore) {
  const performance = Math.round(lhr.categories.performance.score * 100);
  const main = mainThreadOf.get(lhr);
  const thread = main
    ? `; long tasks after the first paint: ${main.wall} ms on the clock, ${main.cpu} ms on the CPU (CPU-time TBT ${main.cpuTbt} ms)`
    : '';
  return `  ${label}: performance ${performance}; ${metricsOf(lhr)}${thread}; benchmarkIndex ${Math.round(lhr.environment?.benchmarkIndex ?? 0)}, load average ${loadBefore}`;
}

function metricsOf(lhr) {
  const value = (id) => lhr.audits[id]?.displayValue ?? '?';
  return `FCP ${value('first-contentful-paint')}, LCP ${value('largest-contentful-paint')}, TBT ${value('total-blocking-time')}, CLS ${value('cumulative-layout-shift')}`;
}

/**
 * Issue 17's goals, checked on every run (not the median): a page that meets them only on a good
 * run does not meet them. LIGHTHOUSE_GOALS=0 reports without failing.
 */
const GOALS = { performance: 95, tbtMs: 150, lcpMs: 2000, cls: 0 };
function misses(lhr) {
  const found = [];
  const performance = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY;
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY;
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY;
  if (performance < GOALS.performance) found.push(`performance ${performance} < ${GOALS.performance}`);
  if (tbt > GOALS.tbtMs) found.push(`TBT ${Math.round(tbt)} ms > ${GOALS.tbtMs}`);
  if (lcp > GOALS.lcpMs) found.push(`LCP ${Math.round(lcp)} ms > ${GOALS.lcpMs}`);
  // Shown as 0 by Lighthouse below 0.0005.
  if (cls >= 0.0005) found.push(`CLS ${cls.toFixed(3)} > ${GOALS.cls}`);
  return found;
}

/** `home-pt-BR`, `companies-en`, `company-en`: a page's reports' file name. */
function reportName(path) {
  const [pathname, query] = path.split('?');
  return `${pathname === '/' ? 'home' : pathname.split('/')[1]}-${query.split('=')[1]}`;
}

/** A report's JSON in LIGHTHOUSE_OUT (and, with LIGHTHOUSE_TRACES=1, its trace and network log). */
function writeReport(name, lhr) {
  const out = process.env.LIGHTHOUSE_OUT ?? tmpdir();
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `lighthouse-${name}.json`), JSON.stringify(lhr));
  const artifacts = artifactsOf.get(lhr);
  if (!artifacts) return;
  writeFileSync(join(out, `lighthouse-${name}.trace.json`), JSON.stringify(artifacts.Trace));
  writeFileSync(join(out, `lighthouse-${name}.devtoolslog.json`), JSON.stringify(artifacts.DevtoolsLog));
}

const loadAverage = () => loadavg()[0].toFixed(2);

/*
 * The machine's floor: the same audit of a page with a heading and a sentence, served from this
 * process, before the real pages. On a 2-core machine Lighthouse, Chromium's own processes and the
 * page share the cores, and Lantern scales every observed main-thread task by 4, preemption
 * included: what a trivial page scores says how much of a page's TBT the machine itself adds
 * (issue 17, session 24: 0–81 ms for this page while a static copy of /companies without any
 * script scored 290–1,370 ms). Shown, never counted in the goals. LIGHTHOUSE_FLOOR=0 skips it.
 */
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title><meta name="description" content="A trivial page: the harness floor."></head><body><main><h1>Floor</h1><p>A heading and a sentence, to measure what the machine adds.</p></main></body></html>';
async function auditFloor() {
  const floor = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(FLOOR_PAGE);
  });
  await new Promise((resolve) => floor.listen(0, '127.0.0.1', resolve));
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const before = loadAverage();
      const lhr = await audit(`http://127.0.0.1:${floor.address().port}/`);
      console.log(runLine(`floor (a trivial page) run ${run + 1}`, lhr, before));
    }
  } finally {
    floor.close();
  }
}

const own = process.env.LIGHTHOUSE_URL ? null : await startServer();
const base = process.env.LIGHTHOUSE_URL ?? own?.base;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
const failures = [];
try {
  const company = await companyPath(base);
  // Both languages of every audited page (the server renders the language `?lang=` names).
  const pages = (process.env.LIGHTHOUSE_LANGS ?? 'pt-BR,en')
    .split(',')
    .flatMap((lang) => ['/', '/companies', company].map((path) => `${path}?lang=${lang}`));
  // A running site answers from its render cache (per process: WORKERS of them): the audits measure
  // that, not each process's very first render after start.
  for (const path of pages) for (let i = 0; i < 4; i += 1) await (await fetch(`${base}${path}`)).text();
  // And so are the sizes of its pictures (made once on the first request: image-variants.ts). On a
  // freshly started server the first audit of a page had sharp resizing a dozen pictures on the
  // same two cores as the page's main thread: 3 of the 4 runs over TBT 150 ms in session 46's quiet
  // run were a page's first. This fetch keeps one connection, so it reaches one server process;
  // the others read the sizes it made from the database (decision 0053).
  for (const path of pages) {
    const html = await (await fetch(`${base}${path}`)).text();
    const files = new Set([...html.matchAll(/\/files\/[\w-]+(?:\?w=\d+)?/g)].map(([url]) => url));
    for (const file of files) await (await fetch(`${base}${file}`)).arrayBuffer();
  }
  if (process.env.LIGHTHOUSE_FLOOR !== '0') await auditFloor();
  for (const path of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const before = loadAverage();
      const lhr = await audit(`${base}${path}`);
      const missed = misses(lhr);
      console.log(
        `${runLine(`${path} run ${run + 1}`, lhr, before)}${missed.length ? `; MISSED: ${missed.join(', ')}` : ''}`,
      );
      // A run Lighthouse could not measure (no paint seen, a page error): say why.
      if (lhr.runtimeError)
        console.log(`    Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'])
        if (lhr.audits[id]?.errorMessage) console.log(`    ${id}: ${lhr.audits[id].errorMessage}`);
      for (const miss of missed) failures.push(`${path} run ${run + 1}: ${miss}`);
      runs.push(lhr);
      // Every run's report, not only the median's: a run that missed can be read afterwards.
      writeReport(`${reportName(path)}-run${run + 1}`, lhr);
    }
    // The median run by performance: single runs vary with what else the machine is doing.
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = runs[Math.floor(runs.length / 2)];
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    );
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    const performances = runs.map((r) => Math.round(r.categories.performance.score * 100));
    rows.push({ path, ...scores, performances, metrics: metricsOf(lhr), failing });
    writeReport(reportName(path), lhr);
  }
} finally {
  await chrome.kill();
  own?.stop();
}

for (const row of rows) {
  console.log(
    `${row.path}: performance ${row.performance} (runs: ${row.performances.join(', ')}), accessibility ${row.accessibility}, best practices ${row['best-practices']}, SEO ${row.seo}; ${row.metrics}`,
  );
  if (row.failing.length) console.log(`  below 90: ${row.failing.join(', ')}`);
}
if (failures.length) {
  console.log(
    `\n${failures.length} run(s) missed the goals (performance >= ${GOALS.performance}, TBT <= ${GOALS.tbtMs} ms, LCP <= ${GOALS.lcpMs} ms, CLS ${GOALS.cls}):\n  ${failures.join('\n  ')}`,
  );
  if (process.env.LIGHTHOUSE_GOALS !== '0') process.exitCode = 1;
} else
  console.log(
    `\nEvery run met the goals (performance >= ${GOALS.performance}, TBT <= ${GOALS.tbtMs} ms, LCP <= ${GOALS.lcpMs} ms, CLS ${GOALS.cls}).`,
  );
