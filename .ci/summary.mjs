// The CI reader's closing lines: the ten slowest test files (issue 31: where the suite's time goes),
// then one line of totals of every suite run above.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0;
let failed = 0;
const durations = [];
for (const [file, suite] of [
  ['.ci-out/unit.json', 'vitest'],
  ['.ci-out/api-pg.json', 'vitest on PostgreSQL'],
]) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  for (const t of r.testResults ?? []) {
    durations.push({ suite, name: relative(process.cwd(), t.name), ms: t.endTime - t.startTime });
  }
}
// The e2e suite's report, and any other Playwright run's written beside it as e2e-<n>.json.
const e2eReports = existsSync('.ci-out')
  ? readdirSync('.ci-out').filter((n) => /^e2e(-\d+)?\.json$/.test(n))
  : [];
for (const name of e2eReports) {
  const r = JSON.parse(readFileSync(`.ci-out/${name}`, 'utf8'));
  passed += r.stats.expected + (r.stats.flaky ?? 0);
  failed += r.stats.unexpected;
  const sum = (suite) =>
    [...(suite.specs ?? []), ...(suite.suites ?? [])].reduce(
      (ms, s) =>
        ms + (s.tests ? s.tests.flatMap((t) => t.results).reduce((a, res) => a + res.duration, 0) : sum(s)),
      0,
    );
  for (const s of r.suites ?? []) durations.push({ suite: 'e2e', name: `e2e/${s.file}`, ms: sum(s) });
}
durations.sort((a, b) => b.ms - a.ms);
console.log('\nslowest test files:');
for (const d of durations.slice(0, 10)) {
  console.log(`  ${(d.ms / 1000).toFixed(1).padStart(7)} s  ${d.name} (${d.suite})`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
