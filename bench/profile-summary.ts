/*
 * Summarises a V8 CPU profile (`node --cpu-prof`, e.g. the bench server's with
 * `SERVER_NODE_FLAGS='--cpu-prof --cpu-prof-dir=DIR' BENCH_WORKERS=1 npm run bench`): time by
 * module (a package of node_modules, a file of src/, node's internals) and by function, self and
 * inclusive (a function counted once per sample however often it recurs).
 *
 * Usage: npx tsx bench/profile-summary.ts FILE.cpuprofile [--skip=SECONDS] [--until=SECONDS] [--top=N]
 * (--skip leaves out the first seconds: the server's start, compiling the TypeScript; --until the
 * samples after that second of the profile, e.g. the closing ceiling after the one call profiled).
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const option = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
if (!file)
  throw new Error('usage: profile-summary.ts FILE.cpuprofile [--skip=SECONDS] [--until=SECONDS] [--top=N]');
const skipUs = option('skip', 0) * 1e6;
const untilUs = option('until', Number.POSITIVE_INFINITY) * 1e6;
const top = option('top', 25);

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** node_modules/<package>, src/<path>, node:<internal>, or V8's pseudo-frames such as (garbage collector). */
function moduleOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const src = url.indexOf('/src/');
  if (src >= 0) return url.slice(src + 1);
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\//, '');
}
const fnOf = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${moduleOf(frame)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;

const self = { module: new Map<string, number>(), fn: new Map<string, number>() };
const incl = { module: new Map<string, number>(), fn: new Map<string, number>() };
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
let t = profile.startTime;
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  // A sample's time is the gap to the next one.
  const dt = profile.timeDeltas[i + 1] ?? 0;
  if (t - profile.startTime < skipUs || t - profile.startTime > untilUs) continue;
  const leaf = byId.get(profile.samples[i]);
  if (!leaf) continue;
  total += dt;
  add(self.module, moduleOf(leaf.callFrame), dt);
  add(self.fn, fnOf(leaf.callFrame), dt);
  const modules = new Set<string>();
  const fns = new Set<string>();
  for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(root)') continue;
    modules.add(moduleOf(frame));
    fns.add(fnOf(frame));
  }
  for (const m of modules) add(incl.module, m, dt);
  for (const f of fns) add(incl.fn, f, dt);
}

const idle = self.module.get('(idle)') ?? 0;
function table(title: string, m: Map<string, number>) {
  console.log(`\n## ${title}\n\n| ms | % of busy | |\n|---:|---:|---|`);
  const busy = total - idle;
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`| ${(v / 1000).toFixed(0)} | ${((100 * v) / busy).toFixed(1)} | ${k} |`);
}
console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s sampled (after ${skipUs / 1e6} s), busy ${((total - idle) / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s`,
);
table('Self time by module', self.module);
table('Inclusive time by module', incl.module);
table('Self time by function', self.fn);
table('Inclusive time by function', incl.fn);
