import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { rowsOf } from '../src/server/test/databases';
import type { LoadWorld, Outcome } from './load-users';

/*
 * Compares the database with the ledger of one load phase:
 * - every acknowledged write is in the database (by the reqId the server answered), once;
 * - no refused write is;
 * - every row of the run comes from an acknowledged call or from one whose outcome is unknown
 *   (5xx or no answer: the commit may have happened before the connection broke).
 * It also counts 5xx answers: none at all in a steady phase, only around the restart otherwise.
 */

function tally(outcomes: Outcome[]) {
  return {
    ack: outcomes.filter((o) => o === 'ack').length,
    refused: outcomes.filter((o) => o === 'refused').length,
    unknown: outcomes.filter((o) => o === 'unknown').length,
  };
}

/** `outage`: seconds from the start when the database went down and when the server answered again. */
export async function verifyLedger(
  db: Db,
  world: LoadWorld,
  outage?: { from: number; to: number },
): Promise<boolean> {
  const { ledger, runId } = world;
  const problems: string[] = [];
  const pattern = `load ${runId} %`;
  const quoteRows = rowsOf<{ req_id: string; title: string }>(
    await db.execute(sql`select req_id, title from quotes where title like ${pattern}`),
  );
  const proposalRows = rowsOf<{ file_req_id: string; quote_req_id: string; company_id: number }>(
    await db.execute(sql`select f.req_id as file_req_id, q.req_id as quote_req_id, p.company_id
      from quote_proposals p join quotes q on q.id = p.quote_id join stored_files f on f.id = p.file_id
      where q.title like ${pattern}`),
  );

  // Quotes: titles are unique per attempt, so each attempt maps to at most one row.
  const quotesByTitle = new Map<string, string[]>();
  for (const row of quoteRows)
    quotesByTitle.set(row.title, [...(quotesByTitle.get(row.title) ?? []), row.req_id]);
  const attempts = new Map(ledger.quotes.map((q) => [q.title, q]));
  for (const q of ledger.quotes) {
    const stored = quotesByTitle.get(q.title) ?? [];
    if (stored.length > 1) problems.push(`quote "${q.title}" stored ${stored.length} times`);
    if (q.outcome === 'ack' && (stored.length !== 1 || stored[0] !== q.reqId))
      problems.push(`acknowledged quote "${q.title}" (${q.reqId}) is missing`);
    if (q.outcome === 'refused' && stored.length > 0) problems.push(`refused quote "${q.title}" was stored`);
  }
  for (const row of quoteRows) {
    if (!attempts.has(row.title)) problems.push(`quote "${row.title}" was stored without any request`);
  }

  // Proposals: one attempt per (quote, company) in this script.
  const key = (quote: string, company: number) => `${quote}/${company}`;
  const proposalsByPair = new Map<string, string[]>();
  for (const row of proposalRows) {
    const k = key(row.quote_req_id, row.company_id);
    proposalsByPair.set(k, [...(proposalsByPair.get(k) ?? []), row.file_req_id]);
  }
  const pairAttempts = new Map(ledger.proposals.map((p) => [key(p.quoteReqId, p.companyId), p]));
  for (const p of ledger.proposals) {
    const stored = proposalsByPair.get(key(p.quoteReqId, p.companyId)) ?? [];
    if (stored.length > 1)
      problems.push(`proposal ${key(p.quoteReqId, p.companyId)} stored ${stored.length} times`);
    if (p.outcome === 'ack' && !stored.includes(p.file ?? ''))
      problems.push(`acknowledged proposal ${p.file} is missing`);
    if (p.outcome === 'refused' && stored.length > 0)
      problems.push(`refused proposal ${key(p.quoteReqId, p.companyId)} was stored`);
  }
  for (const k of proposalsByPair.keys()) {
    if (!pairAttempts.has(k)) problems.push(`proposal ${k} was stored without any request`);
  }

  const q = tally(ledger.quotes.map((w) => w.outcome));
  const p = tally(ledger.proposals.map((w) => w.outcome));
  const unknownStored =
    ledger.quotes.filter((w) => w.outcome === 'unknown' && quotesByTitle.has(w.title)).length +
    ledger.proposals.filter(
      (w) => w.outcome === 'unknown' && proposalsByPair.has(key(w.quoteReqId, w.companyId)),
    ).length;
  const statuses = [...ledger.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'no answer' : status}: ${n}`)
    .join(', ');
  const sorted = [...ledger.latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(0);
  console.log(`answers: ${statuses}; latency p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
  console.log(
    `quotes: ${q.ack} acknowledged, ${q.refused} refused, ${q.unknown} unknown; ${quoteRows.length} in the database`,
  );
  console.log(
    `proposals: ${p.ack} acknowledged, ${p.refused} refused, ${p.unknown} unknown; ${proposalRows.length} in the database`,
  );
  console.log(`calls of unknown outcome whose write is in the database: ${unknownStored}`);

  const failures = ledger.failures;
  if (!outage) {
    if (failures.length > 0) problems.push(`${failures.length} answers were 5xx or missing in a steady run`);
  } else {
    const first = failures.length > 0 ? Math.min(...failures) : NaN;
    const last = failures.length > 0 ? Math.max(...failures) : NaN;
    console.log(`5xx or no answer: ${failures.length}, from ${first.toFixed(1)} s to ${last.toFixed(1)} s`);
    // Errors belong to the outage (calls started just before it may fail too): none long after.
    const outside = failures.filter((t) => t < outage.from - 2 || t > outage.to + 2);
    if (outside.length > 0) problems.push(`${outside.length} failures outside the outage`);
  }
  if (q.ack === 0 || p.ack === 0)
    problems.push('the mix acknowledged no quote or no proposal: nothing was tested');
  for (const problem of problems.slice(0, 20)) console.log(`PROBLEM: ${problem}`);
  console.log(
    problems.length === 0
      ? 'verdict: nothing acknowledged was lost, nothing else was written'
      : 'verdict: FAIL',
  );
  return problems.length === 0;
}
