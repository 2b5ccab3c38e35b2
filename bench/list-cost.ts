/*
 * What one uncached /companies/list call costs the server, per variant of bench/list-variants.ts,
 * measured without load so that a shared machine blurs it less than autocannon's figures: the
 * Node CPU per call (process.cpuUsage over sequential calls through app.inject, so HTTP parsing
 * and the socket are left out), PostgreSQL's CPU per call (every `postgres` process's, from /proc:
 * Linux, with the server on this machine; under load it is what the list is short of on two cores),
 * the wall time per call (that CPU plus PostgreSQL's answers), and the statements sent to
 * PostgreSQL per call (session lookup included).
 *
 * Usage: npx tsx bench/list-cost.ts [calls per variant, default 400]
 * (BENCH_PG_URL, BENCH_COMPANIES as npm run bench; the filled template is reused or made; BENCH_ONLY
 * keeps the variants whose name holds one of its parts.) The last column hashes the answer's bytes:
 * a change meant to leave the wire answer alone must leave it alone.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { countStatements } from '../src/server/test/count-statements';
import { listCalls } from './list-calls';

const CALLS = Number(process.argv[2] ?? 400);

/** CPU seconds used so far by every process named `postgres` (user + system; null off Linux). */
function postgresCpuSeconds(): number | null {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // ended meanwhile
      }
      // "pid (comm) state ...": utime and stime are the 14th and 15th fields.
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return ticks / 100; // USER_HZ
}
const { app, companies, calls, close } = await listCalls();
try {
  console.log(`${companies} companies, ${CALLS} sequential calls per variant\n`);
  console.log(
    '| variant | Node CPU µs/call | PostgreSQL CPU µs/call | wall µs/call | statements/call | answer sha1 |\n|---|---:|---:|---:|---:|---|',
  );
  for (const { name, request } of calls) {
    for (let i = 0; i < 30; i++) await request(); // warm: JIT, prepared statements, generic plans
    const res = await request();
    if (res.statusCode !== 200 || res.json<{ response: boolean }>().response !== true)
      throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    const answer = createHash('sha1').update(res.rawPayload).digest('hex').slice(0, 12);
    const cpu = process.cpuUsage();
    const pgBefore = postgresCpuSeconds();
    const started = process.hrtime.bigint();
    const statements = await countStatements(app.dbHandle, async () => {
      for (let i = 0; i < CALLS; i++) await request();
    });
    const wall = Number(process.hrtime.bigint() - started) / 1000 / CALLS;
    const used = process.cpuUsage(cpu);
    const pgAfter = postgresCpuSeconds();
    const pgUs =
      pgBefore === null || pgAfter === null ? '–' : (((pgAfter - pgBefore) * 1e6) / CALLS).toFixed(0);
    const cpuUs = (used.user + used.system) / CALLS;
    console.log(
      `| ${name} | ${cpuUs.toFixed(0)} | ${pgUs} | ${wall.toFixed(0)} | ${(statements / CALLS).toFixed(2)} | ${answer} |`,
    );
  }
} finally {
  await close();
}
