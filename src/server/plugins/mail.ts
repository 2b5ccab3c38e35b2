import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { newSecret } from '../lib/ids';
import type { MailMessage } from '../lib/mail-template';

/**
 * The one way to send mail (issue 31 item 7): a service composes MailMessages (renderMail,
 * confirmationLinkMail) and hands them to the mailer, which sends them one of three ways.
 */
export interface Mailer {
  /** Sends now; a fault throws, for an answer that says the mail went out (a resend). */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends after a committed write, whose event already happened: a fault is logged as `failure`
   * (with the subject, never the body: it may carry a token) rather than failing the request the
   * user would then retry. `null` entries (a notice without its e-mail) are skipped.
   */
  sendAfterCommit(messages: readonly (MailMessage | null)[], failure: string): Promise<void>;
  /**
   * Composes and sends after the current call has answered, so the answer's timing says nothing
   * about whether a mail went out (password recovery). A fault is logged as `failure`.
   */
  sendLater(compose: () => MailMessage, failure: string): void;
  /** Resolves when every sendLater has finished (tests, shutdown). */
  idle(): Promise<void>;
}

type Sender = Pick<Mailer, 'send'>;

function withBackground(sender: Sender, log: FastifyInstance['log']): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    send: (message) => sender.send(message),
    async sendAfterCommit(messages, failure) {
      for (const message of messages) {
        if (!message) continue;
        try {
          await sender.send(message);
        } catch (err) {
          log.error({ err, subject: message.subject }, failure);
        }
      }
    },
    sendLater(compose, failure) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => sender.send(compose()))
        .catch((err: unknown) => log.error({ err }, failure))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
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
  return withBackground(createSender(opts, log), log);
}

function createSender(opts: MailOptions, log: FastifyInstance['log']): Sender {
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
      // Written aside, then renamed into place: whoever reads the outbox (the e2e suite, a person,
      // a script sending it on) sees a whole message or none. Read while being written, a large
      // one was cut short (the e2e suite once parsed half a mail).
      const partial = `${file}.partial`;
      await writeFile(
        partial,
        JSON.stringify({ from: opts.from, ...message, date: new Date().toISOString() }, null, 2),
      );
      await rename(partial, file);
      log.info({ file }, 'mail written to outbox');
    },
  };
}

async function mailPlugin(app: FastifyInstance, opts: MailOptions) {
  const mailer = createMailer(opts, app.log);
  app.decorate('mailer', mailer);
  // Mails promised in answers already given go out before the process ends.
  app.addHook('onClose', () => mailer.idle());
}

export default fp(mailPlugin, { name: 'mail' });
