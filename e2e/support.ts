import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
export const outboxDir = join(tmpdir(), `catalogo-e2e-${port}`, 'outbox');

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mails the server wrote to its outbox, oldest first. */
export function readOutbox(): OutboxMail[] {
  let names: string[] = [];
  try {
    names = readdirSync(outboxDir)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return names.map((n) => JSON.parse(readFileSync(join(outboxDir, n), 'utf8')) as OutboxMail);
}

/** The newest match of `pattern` in the mails sent to `to`, waiting for it to arrive. */
export async function mailedMatch(to: string, pattern: RegExp): Promise<string> {
  const { expect } = await import('@playwright/test');
  let found = '';
  await expect
    .poll(() => {
      const mails = readOutbox().filter((m) => m.to.toLowerCase() === to.toLowerCase());
      found =
        mails
          .map((m) => pattern.exec(m.text)?.[0] ?? '')
          .filter(Boolean)
          .at(-1) ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}
