import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(v)));

/**
 * Which proxies in front of the server to believe about the client address (X-Forwarded-For):
 * false (none: the socket's peer is the client), a number of hops, or the proxies' addresses.
 */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the reserved ranges, which Fastify's trustProxy also takes.
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [ip, prefix, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const v = (raw ?? '').trim().toLowerCase();
    if (['', '0', 'false', 'no'].includes(v)) return false;
    // "1" / "true" kept their old meaning for a server behind one reverse proxy.
    if (['true', 'yes'].includes(v)) return 1;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `expected 0/1, a number of proxy hops, or a comma-separated list of proxy addresses or CIDRs (not: ${bad.join(', ')})`,
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'MAIL_URL must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Catálogo Industrial <no-reply@catalogo.local>'),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO_DATA: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIR: z.string().default('./dist/web'),
  /** The server's render of the public pages (decision 0017); default: dist/ssr beside WEB_DIR. */
  SSR_ENTRY: z.string().optional(),
  TRUST_PROXY: trustProxy,
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must have at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL: z.coerce.number().int().min(1).max(100).optional(),
  PERSONAL_DATA_KEY: z
    .string()
    .min(32, 'PERSONAL_DATA_KEY must have at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PostgreSQL server in embeddedDir. */
  databaseUrl?: string;
  /** The embedded server's cluster (DATA_DIR/pg); null when DATABASE_URL is set. */
  embeddedDir: string | null;
  mailUrl?: string;
  mailFrom: string;
  outboxDir: string;
  publicUrl: string;
  demoData: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDir: string | null;
  /** `vite build --ssr`'s entry-server.js; the public pages are sent as the shell when it is missing. */
  ssrEntry: string | null;
  /** See TrustProxy; the rate limits count per the address this yields (README, Configuration). */
  trustProxy: TrustProxy;
  /** Server processes sharing the port (node:cluster); 1 serves from this process. */
  workers: number;
  /** Lets a scraper from another machine read /app/metrics (Authorization: Bearer …). */
  metricsToken?: string;
  /** Connections of each process's pool; unset: db/pool-size.ts. */
  databasePool?: number;
  /** The key of the lookup keys made from personal data (lib/personal-digest.ts); else a file in dataDir. */
  personalDataKey?: string;
}

/** Reads the environment once, at start; a bad value stops the server with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedDir: e.DATABASE_URL ? null : resolve(dataDir, 'pg'),
    mailUrl: e.MAIL_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: resolve(dataDir, 'outbox'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDir: resolve(e.WEB_DIR),
    ssrEntry: resolve(e.SSR_ENTRY ?? join(e.WEB_DIR, '..', 'ssr', 'entry-server.js')),
    trustProxy: e.TRUST_PROXY,
    workers: e.WORKERS ?? availableParallelism(),
    metricsToken: e.METRICS_TOKEN,
    databasePool: e.DATABASE_POOL,
    personalDataKey: e.PERSONAL_DATA_KEY,
  };
}
