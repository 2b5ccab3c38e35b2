import { randomInt } from 'node:crypto';
import type { Lang } from '../../../shared/lang';
import { TIMINGS } from '../../../shared/limits';
import { translate } from '../../../shared/messages/translate';
import { formatCode } from '../../../shared/rules/code';
import { MINUTE_MS } from '../../../shared/time';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../../lib/mail-template';
import { catalogueMail, renderMail } from '../../lib/mail-template';
import { hashPassword } from '../../lib/password-hash';
import { personalDigest } from '../../lib/personal-digest';
import type { SessionContext } from '../../plugins/session';
import { replacePassword } from '../credentials/credentials-service';
import {
  giveBack,
  LIMITS,
  limitKey,
  resetLimit,
  slowDown,
  takeAttempts,
} from '../rate-limit/rate-limit-service';
import type { AccountDeps } from './auth-service';
import { loginCpfAddressKey, loginCpfKey } from './auth-service';
import {
  chargeWrongTry,
  consumeCode,
  deleteCodesOf,
  findRecoveryTarget,
  findSessionRequest,
  giveBackCodeTry,
  openRecoveryRequest,
  takeCodeTry,
} from './recovery-repository';

/** Recovery codes: 8 digits, valid 30 minutes, 5 wrong tries (DECISIONS.md 5). */
export const RECOVERY_CODE_MINUTES = TIMINGS.recoveryCodeMs / MINUTE_MS;

const codeAddressKey = (ip: string) => limitKey('recovery-code:address', ip);

const newCode = () => String(randomInt(0, 100_000_000)).padStart(8, '0');

/**
 * POST /auth/recover. Answers alike, in the same time, whether or not the CPF is registered: the
 * request is stored the same way for both (see openRecoveryRequest) and the e-mail, only for a
 * registered CPF, goes out after the answer. The code, in the customer's language, replaces any
 * earlier one for the CPF and works only in this app session.
 */
export async function requestRecovery(
  deps: AccountDeps,
  session: SessionContext,
  input: { document: string; ip: string; lang: Lang },
  now = new Date(),
): Promise<string> {
  const { db } = deps;
  const cpfKey = limitKey('recover:cpf', input.document);
  const addressKey = limitKey('recover:address', input.ip);
  const taken = await takeAttempts(
    db,
    [
      { key: cpfKey, rule: LIMITS.recoverCpf },
      { key: addressKey, rule: LIMITS.recoverAddress },
    ],
    now,
  );
  // Every request counts, registered CPF or not, so the wait says nothing about the CPF either.
  await slowDown(taken);

  const target = await findRecoveryTarget(db, input.document);
  const code = newCode();
  await db.transaction((tx) =>
    openRecoveryRequest(tx, {
      sessionId: session.id,
      docHash: personalDigest(input.document),
      customerId: target?.id ?? null,
      // A code is a few digits: hashed plainly, a copy of the table would give it away.
      codeHash: personalDigest(code),
      expiresAt: new Date(now.getTime() + TIMINGS.recoveryCodeMs),
    }),
  );
  if (target) deps.mailer.sendLater(() => recoveryMail(target, code), 'recovery e-mail failed');
  return translate(input.lang, 'auth.recoverSent', { count: RECOVERY_CODE_MINUTES });
}

function recoveryMail(target: { name: string; email: string; lang: Lang }, code: string): MailMessage {
  // `count` picks the body's plural form ("valid for 15 minutes").
  const params = { name: target.name, count: RECOVERY_CODE_MINUTES, code: formatCode(code) };
  return {
    to: target.email,
    ...renderMail(catalogueMail(target.lang, 'recovery', ['body', 'code', 'ignore'], params)),
  };
}

/** GET /auth/recover_status: whether this session has a code it can still use. */
export async function hasPendingRecovery(deps: AccountDeps, session: SessionContext, now = new Date()) {
  return (await findSessionRequest(deps.db, session.id, now))?.live ?? false;
}

/**
 * The live code of the account this session asked recovery for, or AUT004. A code works only in
 * the session that asked for it. A wrong one counts against the client address (answered more
 * slowly from the 6th) and against the live code of the CPF this session asked for, whichever
 * session holds that code: after 5 such tries it is dead. Both are counted before the code is
 * compared, so no burst compares more guesses than they allow; a right code gives both back.
 */
async function checkCode(
  deps: AccountDeps,
  session: SessionContext,
  input: { code: string; ip: string },
  now: Date,
): Promise<{ id: number; customerId: number; doc: string }> {
  const addressKey = codeAddressKey(input.ip);
  const taken = await takeAttempts(deps.db, [{ key: addressKey, rule: LIMITS.recoveryCodeAddress }], now);
  const code = await takeCodeTry(deps.db, session.id, now);
  if (code && code.customerId !== null && code.codeHash === personalDigest(input.code)) {
    await giveBackCodeTry(deps.db, code.id);
    await giveBack(deps.db, addressKey, LIMITS.recoveryCodeAddress);
    const doc = (await findSessionRequest(deps.db, session.id, now))?.doc;
    if (doc) return { id: code.id, customerId: code.customerId, doc };
  } else if (!code) {
    // No live code in this session: the guess still counts against the CPF's live code elsewhere.
    const request = await findSessionRequest(deps.db, session.id, now);
    if (request) await chargeWrongTry(deps.db, request.docHash, now);
  }
  await slowDown(taken);
  throw new AppError('AUT004', {}, { token: 'error.AUT004' });
}

/** POST /auth/validate_recv_token */
export async function validateRecoveryCode(
  deps: AccountDeps,
  session: SessionContext,
  input: { code: string; ip: string },
  now = new Date(),
): Promise<void> {
  await checkCode(deps, session, input, now);
}

/**
 * POST /auth/save_new_pswd: sets the password, spends the code and ends every other login of the
 * account (app sessions and persistent tokens), since whoever held the old password may be in one.
 */
export async function saveNewPassword(
  deps: AccountDeps,
  session: SessionContext,
  input: { code: string; password: string; ip: string; lang: Lang },
  now = new Date(),
): Promise<string> {
  const code = await checkCode(deps, session, input, now);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, code.id, now))) throw new AppError('AUT004', {}, { token: 'error.AUT004' });
    await replacePassword(tx, code.customerId, passwordHash, { sessionId: session.id });
    await deleteCodesOf(tx, code.customerId);
  });
  // Whoever proved the mailbox may log in at once, even if guesses had slowed the CPF or locked it
  // from this client.
  await resetLimit(deps.db, loginCpfKey(code.doc));
  await resetLimit(deps.db, loginCpfAddressKey(code.doc, input.ip));
  return translate(input.lang, 'auth.passwordSaved');
}
