/*
 * What one uncached /companies/list call costs the server, per variant of bench/list-variants.ts,
 * measured without load so that a shared machine blurs it less than autocannon's figures: the
 * Node CPU per call (process.cpuUsage over sequential calls through app.inject, so HTTP parsing
 * and the socket are left out), the wall time per call (that CPU plus PostgreSQL's answers), and
 * the statements sent to PostgreSQL per call (session lookup included).
 *
 * Usage: npx tsx bench/list-cost.ts [calls per variant, default 400]
 * (BENCH_PG_URL, BENCH_COMPANIES as npm run bench; the filled template is reused or made; BENCH_ONLY
 * keeps the variants whose name holds one of its parts.) The last column hashes the answer's bytes:
 * a change meant to leave the wire answer alone must leave it alone.
 */
import { createHash } from 'node:crypto';
import { countStatements } from '../src/server/test/count-statements';
import { listCalls } from './list-calls';

const CALLS = Number(process.argv[2] ?? 400);
const { app, companies, calls, close } = await listCalls();
try {
  console.log(`${companies} companies, ${CALLS} sequential calls per variant\n`);
  console.log(
    '| variant | Node CPU µs/call | wall µs/call | statements/call | answer sha1 |\n|---|---:|---:|---:|---|',
  );
  for (const { name, request } of calls) {
    for (let i = 0; i < 30; i++) await request(); // warm: JIT, prepared statements, generic plans
    const res = await request();
    if (res.statusCode !== 200 || res.json<{ response: boolean }>().response !== true)
      throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    const answer = createHash('sha1').update(res.rawPayload).digest('hex').slice(0, 12);
    const cpu = process.cpuUsage();
    const started = process.hrtime.bigint();
    const statements = await countStatements(app.dbHandle, async () => {
      for (let i = 0; i < CALLS; i++) await request();
    });
    const wall = Number(process.hrtime.bigint() - started) / 1000 / CALLS;
    const used = process.cpuUsage(cpu);
    const cpuUs = (used.user + used.system) / CALLS;
    console.log(
      `| ${name} | ${cpuUs.toFixed(0)} | ${wall.toFixed(0)} | ${(statements / CALLS).toFixed(2)} | ${answer} |`,
    );
  }
} finally {
  await close();
}
