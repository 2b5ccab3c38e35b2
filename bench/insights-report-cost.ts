/*
 * `npx tsx bench/insights-report-cost.ts` (issue 35 item 1): the CPU a report's counting adds on
 * the server, without HTTP, the session or the database, so the figure holds on a busy machine
 * where bench/insights-overhead.ts's throughput does not. It times countReports for a browser's
 * report (counted: user agent checked, address digested, events kept in memory) and a crawler's
 * (dropped after the user agent check), alternating in rounds. The flush (one statement per 5 s
 * for the whole batch) is not in it. BENCH_CALLS (200000), BENCH_ROUNDS (5).
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import type { Db } from '../src/server/db/client';
import { setPersonalDataKey } from '../src/server/lib/personal-digest';
import { countReports } from '../src/server/modules/insights/insights-count-service';
import { InsightsCounter } from '../src/server/modules/insights/insights-counter';

const CALLS = Number(process.env.BENCH_CALLS ?? 200_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

setPersonalDataKey(randomBytes(32));
const silent = { warn: () => undefined } as never;

function time(agent: string): number {
  // Never flushed: the database is not reached (a fresh counter each round keeps memory flat).
  const counter = new InsightsCounter({} as Db, silent);
  const body = { events: [{ company: 'ABCDEFGHIJ', kind: 'view' as const }] };
  const started = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) {
    const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    countReports(counter, { userId: null, userAgent: agent, address }, body);
  }
  return Number(process.hrtime.bigint() - started) / 1000 / CALLS;
}

const counted: number[] = [];
const dropped: number[] = [];
time(BROWSER); // warm
time(CRAWLER);
for (let round = 0; round < ROUNDS; round++) {
  counted.push(time(BROWSER));
  dropped.push(time(CRAWLER));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; ${CALLS} calls a round, ${ROUNDS} rounds`,
);
console.log(
  `counted: ${counted.map((n) => n.toFixed(2)).join(', ')} µs a report (median ${median(counted).toFixed(2)})`,
);
console.log(
  `dropped (crawler): ${dropped.map((n) => n.toFixed(2)).join(', ')} µs (median ${median(dropped).toFixed(2)})`,
);
console.log(`counting's own CPU: ${(median(counted) - median(dropped)).toFixed(2)} µs a report`);
