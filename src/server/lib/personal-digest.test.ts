import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { limitKey } from '../modules/rate-limit/rate-limit-service';
import { loadPersonalDataKey, personalDigest, setPersonalDataKey } from './personal-digest';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'personal-key-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
  setPersonalDataKey(randomBytes(32));
});

describe('the personal data key', () => {
  it('is made once in DATA_DIR, readable by its owner only, and read back the same', async () => {
    const first = await loadPersonalDataKey({ dataDir });
    expect(first).toHaveLength(32);
    const file = join(dataDir, 'personal-data-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('hex'));
    expect(await loadPersonalDataKey({ dataDir })).toEqual(first);
  });

  it('is one key for processes starting together, and no draft is left behind', async () => {
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadPersonalDataKey({ dataDir })));
    for (const key of keys) expect(key).toEqual(keys[0]);
    expect(await readdir(dataDir)).toEqual(['personal-data-key']);
  });

  it('is PERSONAL_DATA_KEY when set, for machines that share one database', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, PERSONAL_DATA_KEY: 'k'.repeat(40) });
    expect(await loadPersonalDataKey(config)).toEqual(Buffer.from('k'.repeat(40)));
    expect(await readdir(dataDir)).toEqual([]);
    expect(() => loadConfig({ PERSONAL_DATA_KEY: 'short' })).toThrow(/PERSONAL_DATA_KEY/);
  });
});

describe('personalDigest', () => {
  const cpf = '52998224725';
  const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

  it('cannot be found again by hashing candidates without the key', () => {
    setPersonalDataKey(randomBytes(32));
    const digest = personalDigest(cpf);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toBe(sha256(cpf));
    expect(personalDigest(cpf)).toBe(digest);
    expect(limitKey('login:cpf', cpf)).toBe(`login:cpf:${digest}`);
    expect(limitKey('login:cpf', cpf)).not.toContain(sha256(cpf));
    // Another installation (another key) makes other keys.
    setPersonalDataKey(randomBytes(32));
    expect(personalDigest(cpf)).not.toBe(digest);
  });
});
