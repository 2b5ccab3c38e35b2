import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newConfirmationLink } from '../../lib/confirmation-link';
import { hashSecret } from '../../lib/ids';
import { linkOutsideInvites } from '../quotes/quote-outside-link-service';
import {
  type ConfirmKind,
  insertEmailToken,
  linkAlreadyConfirmed,
  markEmailValid,
  tokensSentSince,
  useEmailToken,
} from './email-confirmation-repository';

export type { ConfirmKind };
export { tokensSentSince };

/**
 * The one flow that confirms a customer's or a company's e-mail address (issue 31 item 7): a link
 * (lib/confirmation-link.ts) stored for the address inside the caller's transaction, so it exists
 * only if the change does, and confirming only that address, once. The customer and company
 * modules keep their own calls, texts, mails and limits around it.
 */
export async function storeConfirmLink(
  tx: Db,
  kind: ConfirmKind,
  target: { id: number; email: string },
  now: Date,
): Promise<string> {
  const { token, tokenHash, expiresAt } = newConfirmationLink(now);
  await insertEmailToken(tx, kind, { targetId: target.id, email: target.email, tokenHash, expiresAt });
  return token;
}

/** The page the e-mailed link opens (web: /email_confirm/{kind}/{token}). */
export function confirmLinkUrl(publicUrl: string, kind: ConfirmKind, token: string): string {
  return `${publicUrl}/email_confirm/${kind}/${token}`;
}

/**
 * Confirms the address a link names. A link opened again once its address is confirmed answers
 * 'alreadyConfirmed' rather than failing; an unknown, expired or outdated link → EML001.
 */
export async function confirmByLink(
  db: Db,
  kind: ConfirmKind,
  token: string,
  now: Date,
): Promise<'confirmed' | 'alreadyConfirmed'> {
  const tokenHash = hashSecret(token);
  const confirmed = await db.transaction(async (tx) => {
    const link = await useEmailToken(tx, kind, tokenHash, now);
    if (!link) return false;
    if (!(await markEmailValid(tx, kind, link.targetId, link.email))) throw new AppError('EML001');
    // A confirmed address may be one a buyer invited from outside before (decision 0048).
    await linkOutsideInvites(
      tx,
      kind === 'company' ? { companyId: link.targetId } : { ownerId: link.targetId },
      now,
    );
    return true;
  });
  if (confirmed) return 'confirmed';
  if (await linkAlreadyConfirmed(db, kind, tokenHash)) return 'alreadyConfirmed';
  throw new AppError('EML001');
}
