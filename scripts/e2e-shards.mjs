// The end-to-end suite in E2E_SHARDS (2) Playwright runs at once, each with its own port, server,
// build and data directory (all follow E2E_PORT), so no run sees another's data (issue 31 item 10:
// the suite waits on the browser and the server far more than it computes, and one run leaves a
// core idle). Whole spec files go to the run with the least measured time so far, longest first
// (e2e/durations.json, seconds per file as the last full run measured them; a file it does not know
// counts as DEFAULT_SECONDS). Each run writes .ci-out/e2e-<n>.json and .ci-out/e2e-<n>.log; the logs
// are printed once all have ended. `--write-durations` rewrites e2e/durations.json from those JSON
// files. Extra arguments go to every run (e.g. --retries=0).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHARDS = Number(process.env.E2E_SHARDS ?? 2);
const DEFAULT_SECONDS = 60;
const durationsFile = join(root, 'e2e', 'durations.json');
const out = join(root, '.ci-out');
const args = process.argv.slice(2);

/** Seconds each spec file took in a run's JSON report (its tests' results, retries included). */
function fileSeconds(report) {
  const sum = (suite) =>
    [...(suite.specs ?? []), ...(suite.suites ?? [])].reduce(
      (ms, s) =>
        ms + (s.tests ? s.tests.flatMap((t) => t.results).reduce((a, r) => a + r.duration, 0) : sum(s)),
      0,
    );
  return Object.fromEntries((report.suites ?? []).map((s) => [s.file, Math.round(sum(s) / 1000)]));
}

if (args.includes('--write-durations')) {
  const measured = {};
  for (const f of readdirSync(out).filter((n) => /^e2e-\d+\.json$/.test(n))) {
    Object.assign(measured, fileSeconds(JSON.parse(readFileSync(join(out, f), 'utf8'))));
  }
  const sorted = Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`e2e/durations.json: ${Object.keys(sorted).length} files`);
  process.exit(0);
}

const known = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
const specs = readdirSync(join(root, 'e2e')).filter((n) => n.endsWith('.spec.ts'));
const shards = Array.from({ length: SHARDS }, () => ({ seconds: 0, files: [] }));
for (const spec of specs.sort((a, b) => (known[b] ?? DEFAULT_SECONDS) - (known[a] ?? DEFAULT_SECONDS))) {
  const target = shards.reduce((best, s) => (s.seconds < best.seconds ? s : best));
  target.files.push(`e2e/${spec}`);
  target.seconds += known[spec] ?? DEFAULT_SECONDS;
}

mkdirSync(out, { recursive: true });
const playwright = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const runs = shards.map((shard, i) => {
  const n = i + 1;
  const log = join(out, `e2e-${n}.log`);
  console.log(
    `e2e run ${n}: ${shard.files.length} files, about ${Math.round(shard.seconds / 60)} min measured`,
  );
  const fd = openSync(log, 'w');
  // Each run its own artifacts folder: a run empties its folder when it starts.
  const output = `--output=${join(root, 'test-results', `run-${n}`)}`;
  const child = spawn(
    process.execPath,
    [playwright, 'test', '--reporter=list,json', output, ...args, ...shard.files],
    {
      cwd: root,
      env: {
        ...process.env,
        E2E_PORT: String(3100 + 10 * i),
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, `e2e-${n}.json`),
      },
      stdio: ['ignore', fd, fd],
    },
  );
  return new Promise((resolve) => child.on('close', (code) => resolve({ n, log, code: code ?? 1 })));
});

let failed = false;
for (const { n, log, code } of await Promise.all(runs)) {
  console.log(`\n=== e2e run ${n} (exit ${code}) ===`);
  process.stdout.write(readFileSync(log, 'utf8'));
  if (code !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
