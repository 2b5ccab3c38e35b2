// One closing line for the CI reader: totals of every suite run above.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of ['.ci-out/unit.json', '.ci-out/api-pg.json']) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
if (existsSync('.ci-out/e2e.json')) {
  const r = JSON.parse(readFileSync('.ci-out/e2e.json', 'utf8'));
  passed += r.stats.expected + (r.stats.flaky ?? 0);
  failed += r.stats.unexpected;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
