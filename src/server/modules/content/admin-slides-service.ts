import type { Lang } from '../../../shared/lang';
import { IMAGE_SHAPES } from '../../../shared/limits';
import type { MessageKey } from '../../../shared/messages/catalogue';
import { translate } from '../../../shared/messages/translate';
import type { Shape } from '../../../shared/rules/image-shape';
import {
  BANNER_SIZES,
  type BannerSaveBody,
  SLIDE_SIZES,
  type SlideSaveBody,
} from '../../../shared/schemas/admin-content';
import type { DecodedFile } from '../../../shared/schemas/file-fields';
import type { Db } from '../../db/client';
import { AppError, RequestValidationError } from '../../lib/app-error';
import { ImageRejected, toWebp, type WebpImage } from '../../lib/images';
import { recordAudit } from '../admin/audit-service';
import { deleteStoredFiles, insertStoredFile } from '../admin/publishing-service';
import type { Actor } from '../admin/staff-service';
import { fileUrl } from '../files/files-service';
import {
  deleteSlide,
  findAdminBanner,
  insertSlide,
  listAdminSlides,
  lockSlide,
  saveBannerRow,
  updateSlide,
} from './admin-content-repository';

/*
 * Home slides and banner (issue 15 item 2). Images pass the company images' checks: the request
 * schema takes JPEG, PNG or WebP of at most the cover's size (magic bytes, not the name), then
 * sharp (lib/images.ts) refuses what does not decode or is not the slot's shape within the same
 * tolerance, and stores an upright WebP without metadata. Sharp runs before the transaction opens.
 */

export type ImageSlot = 'mobile' | 'desktop';
const SLOTS: readonly ImageSlot[] = ['mobile', 'desktop'];

const label = (lang: Lang, slot: ImageSlot) => translate(lang, `content.file.${slot}`);

function fileError(lang: Lang, slot: ImageSlot, key: MessageKey, params: Record<string, number> = {}) {
  return new AppError('FIL001', { ...params, name: label(lang, slot) }, { [slot]: key }, key);
}

async function convert(lang: Lang, slot: ImageSlot, file: DecodedFile, shape: Shape): Promise<WebpImage> {
  try {
    return await toWebp(file.bytes, { shape });
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    if (error.problem === 'unreadable') throw fileError(lang, slot, 'company.file.unreadable');
    throw fileError(lang, slot, 'company.file.shape', {
      width: shape.width,
      height: shape.height,
      tolerance: Math.round(IMAGE_SHAPES.tolerance * 100),
    });
  }
}

type Images = Record<ImageSlot, WebpImage | null>;

/** Both images checked and converted; a new item (`isNew`) must bring both. */
async function prepare(
  lang: Lang,
  body: Record<ImageSlot, DecodedFile | null>,
  sizes: Record<ImageSlot, Shape>,
  isNew: boolean,
): Promise<Images> {
  if (isNew) {
    const missing = SLOTS.filter((slot) => !body[slot]);
    if (missing.length)
      throw new AppError('VAL001', {}, Object.fromEntries(missing.map((s) => [s, 'v.required'])));
  }
  const out: Images = { mobile: null, desktop: null };
  for (const slot of SLOTS) {
    const file = body[slot];
    if (file) out[slot] = await convert(lang, slot, file, sizes[slot]);
  }
  return out;
}

/**
 * The request schema's refusal with each refused image named in the request's language ('Mobile
 * image: file is larger than the allowed size!'); other errors pass unchanged.
 */
export function contentImageValidationError(error: Error, lang: Lang): Error {
  if (!(error instanceof RequestValidationError)) return error;
  return new RequestValidationError(
    error.issues.map((issue) => {
      const slot = issue.path[0];
      if (slot !== 'mobile' && slot !== 'desktop') return issue;
      return { ...issue, params: { name: label(lang, slot) } };
    }),
  );
}

/** Stores the new images, keeps the others; answers the file ids and the replaced ones to delete. */
async function storeImages(
  tx: Db,
  kind: 'slide' | 'banner',
  images: Images,
  current?: Record<`${ImageSlot}FileId`, number | null>,
) {
  const ids = { mobileFileId: current?.mobileFileId ?? null, desktopFileId: current?.desktopFileId ?? null };
  const replaced: (number | null)[] = [];
  for (const slot of SLOTS) {
    const image = images[slot];
    if (!image) continue;
    const { mime, bytes, sha256 } = image;
    const stored = await insertStoredFile(tx, { kind, name: `${kind}-${slot}.webp`, mime, bytes, sha256 });
    replaced.push(ids[`${slot}FileId`]);
    ids[`${slot}FileId`] = stored.id;
  }
  return { ids, replaced };
}

const slideTexts = (s: Omit<SlideSaveBody, 'id' | 'mobile' | 'desktop'>) => ({
  title_pt: s.title_pt,
  title_en: s.title_en,
  text_pt: s.text_pt,
  text_en: s.text_en,
  href: s.href,
  active: s.active,
});

export async function adminSlides(db: Db) {
  const rows = await listAdminSlides(db);
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    ...slideTexts(row),
    mobile: fileUrl(row.mobileReqId),
    desktop: fileUrl(row.desktopReqId),
  }));
}

/** Adds (no id: placed last, both images required) or edits a slide; answers its id. */
export async function saveSlide(db: Db, actor: Actor, lang: Lang, body: SlideSaveBody): Promise<number> {
  const images = await prepare(lang, body, SLIDE_SIZES, body.id === undefined);
  const texts = slideTexts(body);
  return db.transaction(async (tx) => {
    const current = body.id === undefined ? undefined : await lockSlide(tx, body.id);
    if (body.id !== undefined && !current) throw new AppError('NFD001');
    const { ids, replaced } = await storeImages(tx, 'slide', images, current);
    const id = current ? current.id : await insertSlide(tx, { ...texts, ...ids });
    if (current) await updateSlide(tx, id, { ...texts, ...ids });
    await deleteStoredFiles(tx, replaced);
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: current ? 'content.slide.update' : 'content.slide.create',
      targetType: 'slide',
      target: `#${id} ${texts.title_en}`,
      before: current ? { ...slideTexts(current), ...imageIds(current) } : null,
      after: { ...texts, ...ids },
    });
    return id;
  });
}

const imageIds = (row: Record<`${ImageSlot}FileId`, number | null>) => ({
  mobileFileId: row.mobileFileId,
  desktopFileId: row.desktopFileId,
});

export async function removeSlide(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockSlide(tx, id);
    if (!current) throw new AppError('NFD001');
    await deleteSlide(tx, id);
    await deleteStoredFiles(tx, [current.mobileFileId, current.desktopFileId]);
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'content.slide.remove',
      targetType: 'slide',
      target: `#${id} ${current.title_en}`,
      before: { ...slideTexts(current), ...imageIds(current) },
    });
  });
}

export async function adminBanner(db: Db) {
  const row = await findAdminBanner(db);
  if (!row) return null;
  return {
    href: row.href,
    active: row.active,
    mobile: fileUrl(row.mobileReqId),
    desktop: fileUrl(row.desktopReqId),
  };
}

/** The banner's link, switch and images; the first save creates it (both images then required). */
export async function saveBanner(db: Db, actor: Actor, lang: Lang, body: BannerSaveBody): Promise<void> {
  const existing = await findAdminBanner(db);
  const images = await prepare(lang, body, BANNER_SIZES, !existing);
  await db.transaction(async (tx) => {
    const current = await findAdminBanner(tx, true);
    const { ids, replaced } = await storeImages(tx, 'banner', images, current);
    const after = { href: body.href, active: body.active, ...ids };
    await saveBannerRow(tx, current?.id, after);
    await deleteStoredFiles(tx, replaced);
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'content.banner.update',
      targetType: 'content',
      target: 'banner',
      before: current ? { href: current.href, active: current.active, ...imageIds(current) } : null,
      after,
    });
  });
}
