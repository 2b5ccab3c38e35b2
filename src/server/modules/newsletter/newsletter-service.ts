import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { confirmationLinkMail, newConfirmationLink } from '../../lib/confirmation-link';
import { hashSecret } from '../../lib/ids';
import type { Mailer } from '../../plugins/mail';
import { LIMITS, limitKey, tooManyAttempts } from '../rate-limit/rate-limit-service';
import {
  confirmSubscriber,
  consumeToken,
  findSubscriber,
  hitRateLimit,
  insertToken,
  tokenOfConfirmedSubscriber,
  unsubscribeByToken,
  upsertSubscriber,
} from './newsletter-repository';

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

// Keys hold a hash, so the counters table never stores the address itself.
async function checkRateLimit(
  db: Db,
  key: string,
  rule: { max: number; windowMs: number },
  now: Date,
): Promise<void> {
  const { count, windowStart } = await hitRateLimit(db, key, now, rule.windowMs);
  if (count <= rule.max) return;
  const waitMs = windowStart.getTime() + rule.windowMs - now.getTime();
  throw tooManyAttempts(waitMs);
}

/**
 * Sends a confirmation link to an address that is not subscribed yet (again on a repeated
 * sign-up: every link stays valid until used or expired). The address is already lower-cased by
 * the request schema.
 */
export async function registerNewsletter(
  deps: NewsletterDeps,
  input: { email: string; lang: Lang; ip: string },
  now = new Date(),
): Promise<string> {
  const { db } = deps;
  const existing = await findSubscriber(db, input.email);
  if (existing?.confirmedAt) throw new AppError('NWS002');
  await checkRateLimit(db, limitKey('newsletter:email', input.email), LIMITS.newsletterEmail, now);
  await checkRateLimit(db, limitKey('newsletter:ip', input.ip), LIMITS.newsletterAddress, now);

  const { token, tokenHash, expiresAt } = newConfirmationLink(now);
  await db.transaction(async (tx) => {
    const subscriberId = await upsertSubscriber(tx, input.email, input.lang);
    await insertToken(tx, { subscriberId, tokenHash, expiresAt });
  });

  await deps.mailer.send(
    confirmationLinkMail({
      to: input.email,
      lang: input.lang,
      mail: 'newsletter',
      params: { email: input.email },
      url: `${deps.publicUrl}/newsletter_confirm/${token}`,
    }),
  );
  return translate(input.lang, 'newsletter.registered', { email: input.email });
}

/** Subscribes the link's address once; a used, expired or unknown link is refused. */
export async function confirmNewsletter(
  db: Db,
  token: string,
  lang: Lang,
  now = new Date(),
): Promise<string> {
  const tokenHash = hashSecret(token);
  const subscriberId = await consumeToken(db, tokenHash, now);
  if (subscriberId !== undefined && (await confirmSubscriber(db, subscriberId, now))) {
    return translate(lang, 'newsletter.confirmed');
  }
  if (subscriberId !== undefined || (await tokenOfConfirmedSubscriber(db, tokenHash))) {
    throw new AppError('NWS002');
  }
  throw new AppError('NWS001', {}, undefined, 'newsletter.linkInvalid');
}

/** The link of every newsletter issue: no login, the token is the key (NWS003 when unknown). */
export async function unsubscribeNewsletter(db: Db, token: string, lang: Lang): Promise<string> {
  const email = await unsubscribeByToken(db, hashSecret(token));
  if (email === undefined) throw new AppError('NWS003');
  return translate(lang, 'newsletter.unsubscribed', { email });
}
