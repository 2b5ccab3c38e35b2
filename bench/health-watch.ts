/*
 * What the benches that load the server watch meanwhile (`npm run bench:uploads`, `npm run
 * bench:member-import`): a health call every few milliseconds from a thread of its own, the
 * server's event-loop delay, and the percentiles of what they measured.
 */

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function summary(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(0);
  return `n ${s.length}, p50 ${f(percentile(s, 50))} ms, p99 ${f(percentile(s, 99))} ms, max ${f(s.at(-1) ?? Number.NaN)} ms`;
}

/**
 * Starts a health call every `every` ms, whatever the last one is doing; answers its timings on
 * 'stop'. One call first, untimed: a thread's first fetch loads undici and opens its connection
 * (87 ms before the request reached the server, session 48), which was the member import's "p99"
 * once the import got short enough for its ~75 calls to make the slowest one the p99.
 */
export const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const health = [];
const failedHealth = [];
const calls = [];
let timer;
fetch(workerData.url).then((res) => res.arrayBuffer(), () => undefined).then(() => {
timer = setInterval(() => {
  const started = performance.now();
  calls.push(
    fetch(workerData.url, { signal: AbortSignal.timeout(60000) }).then(
      (res) => { health.push(performance.now() - started); if (res.status !== 200) failedHealth.push(String(res.status)); return res.arrayBuffer(); },
      (error) => { failedHealth.push(String(error)); },
    ),
  );
}, workerData.every);
parentPort.postMessage('started');
});
parentPort.on('message', async () => {
  clearInterval(timer);
  await Promise.all(calls);
  parentPort.postMessage({ health, failedHealth });
});
`;

/**
 * The server's own event-loop delay (prom-client's monitorEventLoopDelay, through /app/metrics,
 * which answers loopback): every read starts the figures again, so a read after the uploads covers
 * them alone. It counts what blocks the loop and the time the process waits for a core.
 */
export async function eventLoopLag(base: string): Promise<string> {
  const text = await (await fetch(`${base}/app/metrics`)).text();
  const ms = (name: string) => {
    const value = new RegExp(`^nodejs_eventloop_lag_${name}_seconds(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(
      text,
    )?.[1];
    return value === undefined ? '?' : (Number(value) * 1000).toFixed(0);
  };
  return `p50 ${ms('p50')} ms, p99 ${ms('p99')} ms, max ${ms('max')} ms`;
}
