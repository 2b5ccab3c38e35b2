import type {
  AboutSaveBody,
  ContactSaveBody,
  FaqPlace,
  FaqSaveBody,
} from '../../../shared/schemas/admin-content';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type AuditEntry, recordAudit } from '../admin/audit-service';
import type { Actor } from '../admin/staff-service';
import {
  deleteFaq,
  type FaqTexts,
  insertFaq,
  listFaqEntries,
  lockedIds,
  lockFaq,
  type OrderedContent,
  readBothLanguages,
  setPositions,
  updateFaq,
  writeBothLanguages,
} from './admin-content-repository';

/*
 * The association's texts edited in the back office (issue 15 item 2): FAQ, about, contact, and
 * the order of FAQ entries and slides. Each write and its audit entry (before/after) commit in one
 * transaction. Nothing caches these answers on the server (GET /data/*, POST /faq/list read the
 * tables on every call), so the public site shows a change with its next request.
 */

type Change = Omit<AuditEntry, 'actorId' | 'actorName'>;
const audit = (tx: Db, actor: Actor, change: Change) =>
  recordAudit(tx, { actorId: actor.id, actorName: actor.name, ...change });

const faqTexts = (from: FaqTexts): FaqTexts => ({
  question_pt: from.question_pt,
  question_en: from.question_en,
  answer_pt: from.answer_pt,
  answer_en: from.answer_en,
});

export const adminFaqList = (db: Db) => listFaqEntries(db);

/** The FAQ's order with `id` put at `place`; null when `place` names a question that is not there. */
function placed(order: readonly number[], id: number, place: FaqPlace): number[] | null {
  if (place === 'first') return [id, ...order];
  if (place === 'last') return [...order, id];
  const index = order.indexOf(place.after);
  return index < 0 ? null : [...order.slice(0, index + 1), id, ...order.slice(index + 1)];
}

/**
 * Adds (no id: at `place`, the end when left out) or edits a question; answers its id. A new
 * question's place is set in the same transaction as the insert, so it is published and audited once.
 */
export async function saveFaq(db: Db, actor: Actor, body: FaqSaveBody): Promise<number> {
  const after = faqTexts(body);
  return db.transaction(async (tx) => {
    if (body.id === undefined) {
      const order = body.place && body.place !== 'last' ? await lockedIds(tx, 'faq') : null;
      const id = await insertFaq(tx, after);
      if (order && body.place) {
        const next = placed(order, id, body.place);
        if (!next) throw new AppError('VAL001', {}, { place: 'v.invalid' });
        await setPositions(tx, 'faq', next);
      }
      await audit(tx, actor, {
        action: 'content.faq.create',
        targetType: 'faq',
        target: `#${id} ${after.question_en}`,
        after: body.place ? { ...after, place: body.place } : after,
      });
      return id;
    }
    const current = await lockFaq(tx, body.id);
    if (!current) throw new AppError('NFD001');
    await updateFaq(tx, body.id, after);
    await audit(tx, actor, {
      action: 'content.faq.update',
      targetType: 'faq',
      target: `#${body.id} ${after.question_en}`,
      before: faqTexts(current),
      after,
    });
    return body.id;
  });
}

export async function removeFaq(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockFaq(tx, id);
    if (!current) throw new AppError('NFD001');
    await deleteFaq(tx, id);
    await audit(tx, actor, {
      action: 'content.faq.remove',
      targetType: 'faq',
      target: `#${id} ${current.question_en}`,
      before: faqTexts(current),
    });
  });
}

/**
 * Puts every FAQ entry or slide in the order of `ids`, which must name each of them once: a list
 * made before someone else added or removed one is refused (VAL001 on `ids`), not half applied.
 */
export async function reorderContent(db: Db, actor: Actor, kind: OrderedContent, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    const before = await lockedIds(tx, kind);
    const known = new Set(before);
    const complete =
      ids.length === before.length && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
    if (!complete) throw new AppError('VAL001', {}, { ids: 'v.invalid' });
    await setPositions(tx, kind, ids);
    await audit(tx, actor, {
      action: `content.${kind}.order`,
      targetType: kind,
      target: kind === 'faq' ? 'FAQ' : 'slides',
      before: { order: before },
      after: { order: ids },
    });
  });
}

// ─── About and contact ──────────────────────────────────────────────────────────────────────────

export async function adminAbout(db: Db) {
  const about = await readBothLanguages(db, 'about');
  if (!about) return null;
  return {
    history_pt: about.pt.history,
    history_en: about.en.history,
    history_short_pt: about.pt.historyShort,
    history_short_en: about.en.historyShort,
    video: about.pt.video ?? about.en.video,
  };
}

export async function saveAbout(db: Db, actor: Actor, body: AboutSaveBody): Promise<void> {
  const pt = { history: body.history_pt, historyShort: body.history_short_pt, video: body.video };
  const en = { history: body.history_en, historyShort: body.history_short_en, video: body.video };
  await db.transaction(async (tx) => {
    const before = await readBothLanguages(tx, 'about', true);
    await writeBothLanguages(tx, 'about', pt, en);
    await audit(tx, actor, {
      action: 'content.about.update',
      targetType: 'content',
      target: 'about',
      before: before ?? null,
      after: { pt, en },
    });
  });
}

export async function adminContact(db: Db) {
  const contact = await readBothLanguages(db, 'contact');
  if (!contact) return null;
  const { fantasyName, address, ...rest } = contact.pt;
  return { ...rest, fantasy_name: fantasyName, address_pt: address, address_en: contact.en.address };
}

export async function saveContact(db: Db, actor: Actor, body: ContactSaveBody): Promise<void> {
  const { address_pt, address_en, fantasy_name, ...same } = body;
  const pt = { ...same, fantasyName: fantasy_name, address: address_pt };
  const en = { ...same, fantasyName: fantasy_name, address: address_en };
  await db.transaction(async (tx) => {
    const before = await readBothLanguages(tx, 'contact', true);
    await writeBothLanguages(tx, 'contact', pt, en);
    await audit(tx, actor, {
      action: 'content.contact.update',
      targetType: 'content',
      target: 'contact',
      before: before ?? null,
      after: { pt, en },
    });
  });
}
