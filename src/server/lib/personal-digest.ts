import { createHmac, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * Lookup keys made from personal data — a CPF, an e-mail address, a client's IP address — in the
 * rate limits, the recovery codes and the newsletter's counters (decision 0023). A plain SHA-256 of
 * such a value is no secret: CPFs are ~10⁹ and IPv4 addresses ~4·10⁹ values, which a copy of the
 * database reverses in minutes, telling who tried to log in, recover or subscribe, and from where.
 * An HMAC with a key kept outside the database cannot be reversed without that key.
 *
 * One key per installation, read once at start (setPersonalDataKey) and shared by every process:
 * the rate limits count across processes, so they must all make the same keys.
 */

const KEY_FILE = 'personal-data-key';
let key: Buffer | null = null;

export function setPersonalDataKey(secret: Buffer): void {
  key = secret;
}

/** The lookup key of a personal value: HMAC-SHA-256 with the installation's key, in hex. */
export function personalDigest(value: string): string {
  if (!key) throw new Error('the personal data key is not loaded (setPersonalDataKey at start)');
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}

/**
 * PERSONAL_DATA_KEY when set (several machines sharing one database must all set the same), else
 * DATA_DIR/personal-data-key, made on first start: 32 random bytes, readable by its owner only.
 * Made beside and linked into place, so processes starting together read one whole key.
 */
export async function loadPersonalDataKey(opts: {
  dataDir: string;
  personalDataKey?: string;
}): Promise<Buffer> {
  if (opts.personalDataKey) return Buffer.from(opts.personalDataKey, 'utf8');
  const file = join(opts.dataDir, KEY_FILE);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(opts.dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (error) {
    // Another process made it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
}
