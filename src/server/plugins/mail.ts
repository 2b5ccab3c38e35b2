import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { newSecret } from '../lib/ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailOptions {
  mailUrl?: string;
  from: string;
  outboxDir: string;
}

/** Without MAIL_URL every message becomes one JSON file in the outbox (DECISIONS.md 2). */
export function createMailer(opts: MailOptions, log: FastifyInstance['log']): Mailer {
  if (opts.mailUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.mailUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
        // Only the subject: bodies carry tokens that must stay out of logs.
        log.info({ subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      await mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${newSecret(6)}.json`;
      const file = join(opts.outboxDir, name);
      await writeFile(
        file,
        JSON.stringify({ from: opts.from, ...message, date: new Date().toISOString() }, null, 2),
      );
      log.info({ file }, 'mail written to outbox');
    },
  };
}

async function mailPlugin(app: FastifyInstance, opts: MailOptions) {
  app.decorate('mailer', createMailer(opts, app.log));
}

export default fp(mailPlugin, { name: 'mail' });
