/**
 * Median answer time of POST /app/auth/recover for a registered CPF and for an unknown one, on a
 * fresh test database (on a throwaway embedded PostgreSQL, or DATABASE_URL's server). Recovery must not tell the two
 * apart by its timing (issue 11). Each call comes from its own address and CPF, so no rate limit
 * or slow-down step is met. Run: npx tsx scripts/recovery-timing.ts [rounds]
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { customers } from '../src/server/db/schema/customers';
import { createTestApp, openSession } from '../src/server/test/harness';

const rounds = Number(process.argv[2] ?? 60);
const t = await createTestApp();
const used = new Set<string>();
const cpf = () => {
  for (;;) {
    const value = generateCpf();
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
};

async function timed(document: string, address: string): Promise<number> {
  const headers = await openSession(t.app);
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/app/auth/recover',
    headers,
    payload: { document },
    remoteAddress: address,
  });
  const ms = performance.now() - started;
  if (res.json().response !== true) throw new Error(res.body);
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const known: number[] = [];
const unknown: number[] = [];
for (let i = 0; i < rounds + 5; i++) {
  const doc = cpf();
  await t.db.db.insert(customers).values({
    name: 'Timing Test',
    doc,
    email: `t${doc}@example.com`,
    emailValid: true,
    cellphone: '19991234567',
    cityId: 9896,
    termsAcceptedAt: new Date(),
    passwordHash: 'x',
    lang: 'en',
  });
  // Alternate which goes first, and drop the first rounds (warm-up).
  const pair =
    i % 2 === 0
      ? [await timed(doc, `10.9.${i}.1`), await timed(cpf(), `10.9.${i}.2`)]
      : [await timed(cpf(), `10.9.${i}.2`), await timed(doc, `10.9.${i}.1`)].reverse();
  if (i < 5) continue;
  known.push(pair[0]);
  unknown.push(pair[1]);
}
await t.app.mailer.idle();
console.log(
  `recover, median of ${rounds}: registered CPF ${median(known).toFixed(1)} ms, unknown CPF ${median(unknown).toFixed(1)} ms`,
);
await t.close();
