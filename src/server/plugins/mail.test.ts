import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../lib/mail-template';
import { createMailer } from './mail';

function recordingLog(): { log: FastifyBaseLogger; errors: unknown[][] } {
  const errors: unknown[][] = [];
  const log = { info: () => undefined, error: (...args: unknown[]) => errors.push(args) };
  return { log: log as unknown as FastifyBaseLogger, errors };
}

const message = (to: string): MailMessage => ({
  to,
  subject: `Hello ${to}`,
  text: 'token-123',
  html: '<p>x</p>',
});
const dirs: string[] = [];

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the one mailer', () => {
  it('after a commit, logs a failed mail by its subject (never its body) and does not fail the saved change', async () => {
    const { log, errors } = recordingLog();
    // Nothing listens on port 1: every send fails.
    const mailer = createMailer(
      { mailUrl: 'smtp://127.0.0.1:1', from: 'a@b.c', outboxDir: '/nonexistent' },
      log,
    );
    await expect(
      mailer.sendAfterCommit([message('a@b.c'), null, message('d@e.f')], 'confirmation e-mail failed'),
    ).resolves.toBeUndefined();
    expect(errors.map((e) => e[1])).toEqual(['confirmation e-mail failed', 'confirmation e-mail failed']);
    expect(errors.map((e) => (e[0] as { subject: string }).subject)).toEqual(['Hello a@b.c', 'Hello d@e.f']);
    expect(JSON.stringify(errors)).not.toContain('token-123');
    await expect(mailer.send(message('g@h.i'))).rejects.toThrow();
  });

  it('sends every message after a commit, skipping the notices that have no e-mail', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    const mailer = createMailer({ from: 'a@b.c', outboxDir: dir }, recordingLog().log);
    await mailer.sendAfterCommit([message('a@b.c'), null, message('d@e.f')], 'quote mail not sent');
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('puts a whole message in the outbox or none: a reader meanwhile never finds half of one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    const mailer = createMailer({ from: 'a@b.c', outboxDir: dir }, recordingLog().log);
    // Large enough to be written in several pieces (Node writes a file 512 KiB at a time).
    const big = { ...message('big@b.c'), html: `<p>${'x'.repeat(6_000_000)}</p>` };
    let sent = false;
    const sending = mailer.send(big).finally(() => {
      sent = true;
    });
    while (!sent) {
      for (const name of await readdir(dir)) {
        if (!name.endsWith('.json')) continue;
        const text = await readFile(join(dir, name), 'utf8');
        expect(() => JSON.parse(text)).not.toThrow();
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await sending;
    const names = await readdir(dir);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/\.json$/);
    expect(JSON.parse(await readFile(join(dir, names[0] ?? ''), 'utf8')).to).toBe('big@b.c');
  });
});
