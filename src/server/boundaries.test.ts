import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * `npm run lint` checks the boundaries with dependency-cruiser on resolved paths
 * (.dependency-cruiser.cjs, issue 31 item 3). Each import below is one the team's review tried
 * against the Biome rules (which caught 3 of them); here each must be refused by the rule named,
 * in a small tree laid out as ours, and the allowed imports beside them must pass.
 */

const root = resolve(import.meta.dirname, '../..');
let dir: string;
type Violation = { from: string; to: string; rule: { name: string } };
let violations: Violation[];

/** path → source; every fixture imports one thing. */
const TREE: Record<string, string> = {
  'src/server/db/client.ts': 'export const db = 1;',
  'src/server/db/schema/companies.ts': 'export const companies = 1;',
  'src/server/plugins/mail.ts': 'export const mailer = 1;',
  'src/server/test/harness.ts': 'export const harness = 1;',
  'src/server/modules/quotes/quotes-repository.ts': 'export const quotesRows = 1;',
  'src/server/modules/quotes/quotes-service.ts': 'export const quotes = 1;',
  'src/server/modules/quotes/quote-texts.ts': 'export const texts = 1;',
  'src/web/lib/paths.ts': 'export const paths = 1;',
  // The forbidden ones.
  'src/server/modules/faq/faq-service.ts': "import { sql } from 'drizzle-orm'; export const a = sql;",
  'src/server/modules/faq/routes.ts':
    "import { companies } from '../../db/schema/companies'; export const b = companies;",
  'src/server/modules/faq/faq-other-service.ts':
    "import { quotesRows } from '../quotes/quotes-repository'; export const c = quotesRows;",
  'src/server/modules/faq/faq-repository.ts':
    "import { quotesRows } from '../quotes/quotes-repository'; export const d = quotesRows;",
  'src/server/modules/faq/faq-spelled-service.ts':
    "import { quotesRows } from '../../modules/quotes/quotes-repository'; export const e = quotesRows;",
  'src/server/modules/faq/faq-dotts-service.ts':
    "import { quotesRows } from '../quotes/quotes-repository.ts'; export const f = quotesRows;",
  'src/server/modules/faq/faq-texts-service.ts':
    "import { texts } from '../quotes/quote-texts'; export const g = texts;",
  'src/server/plugins/pages.ts':
    "import { quotesRows } from '../modules/quotes/quotes-repository'; export const h = quotesRows;",
  'src/server/plugins/rows.ts':
    "import { companies } from '../db/schema/companies'; export const i = companies;",
  'src/server/lib/limits.ts': "import { db } from '../db/client'; export const j = db;",
  'src/server/lib/rows.ts': "import { companies } from '../db/schema/companies'; export const k = companies;",
  'src/server/lib/send.ts': "import { mailer } from '../plugins/mail'; export const l = mailer;",
  'src/web/features/faq/faq-list.ts':
    "import { quotes } from '../../../server/modules/quotes/quotes-service'; export const m = quotes;",
  'src/shared/rules/rows.ts':
    "import { quotes } from '../../server/modules/quotes/quotes-service'; export const n = quotes;",
  'src/shared/rules/links.ts': "import { paths } from '../../web/lib/paths'; export const o = paths;",
  'src/server/modules/faq/faq-fixture-service.ts':
    "import { harness } from '../../test/harness'; export const p = harness;",
  // A file named test-*.ts among production files is no test: its imports are checked, and production
  // code may not import it.
  'src/server/modules/faq/test-accounts.ts':
    "import { quotesRows } from '../quotes/quotes-repository'; export const t = quotesRows;",
  'src/server/modules/faq/faq-accounts-service.ts':
    "import { t } from './test-accounts'; export const u = t;",
  // Allowed: a module through another's service; a repository with drizzle; a test with anything.
  'src/server/modules/faq/faq-list-service.ts':
    "import { quotes } from '../quotes/quotes-service'; export const q = quotes;",
  'src/server/modules/faq/faq-list-repository.ts': "import { sql } from 'drizzle-orm'; export const r = sql;",
  'src/server/modules/faq/faq.test.ts':
    "import { quotesRows } from '../quotes/quotes-repository'; import { harness } from '../../test/harness'; export const s = [quotesRows, harness];",
};

const FORBIDDEN: [string, string][] = [
  ['src/server/modules/faq/faq-service.ts', 'only-repositories-run-sql'],
  ['src/server/modules/faq/routes.ts', 'only-repositories-run-sql'],
  ['src/server/modules/faq/faq-other-service.ts', 'modules-meet-through-services'],
  ['src/server/modules/faq/faq-repository.ts', 'modules-meet-through-services'],
  ['src/server/modules/faq/faq-spelled-service.ts', 'modules-meet-through-services'],
  ['src/server/modules/faq/faq-dotts-service.ts', 'modules-meet-through-services'],
  ['src/server/modules/faq/faq-texts-service.ts', 'modules-meet-through-services'],
  ['src/server/plugins/pages.ts', 'plugins-below-modules'],
  ['src/server/plugins/rows.ts', 'only-repositories-run-sql'],
  ['src/server/lib/limits.ts', 'server-lib-is-the-bottom'],
  ['src/server/lib/rows.ts', 'server-lib-is-the-bottom'],
  ['src/server/lib/send.ts', 'server-lib-is-the-bottom'],
  ['src/web/features/faq/faq-list.ts', 'web-not-server'],
  ['src/shared/rules/rows.ts', 'shared-imports-nothing-of-ours'],
  ['src/shared/rules/links.ts', 'shared-imports-nothing-of-ours'],
  ['src/server/modules/faq/faq-fixture-service.ts', 'test-helpers-stay-in-tests'],
  ['src/server/modules/faq/test-accounts.ts', 'modules-meet-through-services'],
  ['src/server/modules/faq/faq-accounts-service.ts', 'test-helpers-stay-in-tests'],
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'boundaries-'));
  for (const [path, source] of Object.entries(TREE)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), `${source}\n`);
  }
  await writeFile(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true }, include: ['src'] }),
  );
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
      'src',
      '--config',
      join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
    ],
    { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  violations = (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}, 60_000);

afterAll(async () => {
  // The link first, on its own: nothing may ever walk into the project's node_modules to delete it.
  await unlink(join(dir, 'node_modules')).catch(() => {});
  await rm(dir, { recursive: true, force: true });
});

describe('the boundaries checked by npm run lint', () => {
  it.each(FORBIDDEN)('refuses %s (%s)', (from, rule) => {
    expect(violations.filter((v) => v.from === from).map((v) => v.rule.name)).toContain(rule);
  });

  it('lets a module use another through its service, a repository run SQL and a test import anything', () => {
    const allowed = [
      'src/server/modules/faq/faq-list-service.ts',
      'src/server/modules/faq/faq-list-repository.ts',
      'src/server/modules/faq/faq.test.ts',
    ];
    expect(violations.filter((v) => allowed.includes(v.from))).toEqual([]);
  });
});
