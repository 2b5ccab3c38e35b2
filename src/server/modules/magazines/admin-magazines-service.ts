import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import type {
  AdminMagazine,
  AdminMagazineAddBody,
  AdminMagazineEditBody,
} from '../../../shared/schemas/admin-publish';
import { PUBLISH_LIMITS } from '../../../shared/schemas/admin-publish';
import type { DecodedFile } from '../../../shared/schemas/file-fields';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ImageRejected, toWebp } from '../../lib/images';
import {
  auditBy,
  deleteStoredFiles,
  insertStoredFile,
  type StoredFileInput,
} from '../admin/publishing-service';
import type { Actor } from '../admin/staff-service';
import { fileUrl } from '../files/files-service';
import {
  type AdminMagazineRow,
  deleteMagazine,
  findMagazineById,
  insertMagazine,
  listAllMagazines,
  lockMagazine,
  updateMagazine,
} from './admin-magazines-repository';

/*
 * Magazines in the back office. Files are checked before the transaction opens (type and size by
 * the request schema from the magic bytes, the cover decoded and re-encoded by sharp like every
 * uploaded image), then the magazine, its files and the audit entry commit together. The public
 * list (POST /magazines/list) reads the table directly, so a change shows at once.
 */

function shown(row: AdminMagazineRow): AdminMagazine {
  return {
    reqId: row.reqId,
    namePt: row.namePt,
    nameEn: row.nameEn,
    date: row.date,
    cover: fileUrl(row.coverReqId),
    file: fileUrl(row.fileReqId),
  };
}

/** What the audit log keeps of a magazine: its words and which files it had, not their bytes. */
function audited(row: {
  namePt: string;
  nameEn: string;
  date: string;
  coverFileId: number | null;
  fileId: number | null;
}) {
  return {
    namePt: row.namePt,
    nameEn: row.nameEn,
    date: row.date,
    coverFileId: row.coverFileId,
    fileId: row.fileId,
  };
}

export async function adminMagazines(db: Db, page: number) {
  const { rows, total } = await listAllMagazines(db, {
    limit: ADMIN_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PAGE_SIZE,
  });
  return { data: rows.map(shown), total, pageSize: ADMIN_PAGE_SIZE };
}

async function coverFile(file: DecodedFile | null): Promise<StoredFileInput | null> {
  if (!file) return null;
  try {
    const image = await toWebp(file.bytes, { maxSide: PUBLISH_LIMITS.magazineCoverMaxSide });
    return {
      kind: 'magazine-cover',
      name: 'cover.webp',
      mime: image.mime,
      bytes: image.bytes,
      sha256: image.sha256,
    };
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    throw new AppError(
      'FIL001',
      { name: file.name },
      { cover: 'publish.coverUnreadable' },
      'publish.coverUnreadable',
    );
  }
}

/** The PDF keeps a name readers recognise when they save it; it always ends in .pdf. */
function pdfFile(file: DecodedFile | null, name: string | null | undefined): StoredFileInput | null {
  if (!file) return null;
  const base = (name || file.name).replace(/[\\/]/g, '_').replace(/\.pdf$/i, '') || 'magazine';
  return {
    kind: 'magazine-pdf',
    name: `${base}.pdf`,
    mime: 'application/pdf',
    bytes: Buffer.from(file.bytes),
  };
}

export async function addMagazine(db: Db, actor: Actor, body: AdminMagazineAddBody): Promise<AdminMagazine> {
  const cover = await coverFile(body.cover);
  const pdf = pdfFile(body.pdf, body.pdf_name);
  const id = await db.transaction(async (tx) => {
    const values = {
      namePt: body.name_pt,
      nameEn: body.name_en,
      date: body.date,
      coverFileId: cover ? (await insertStoredFile(tx, cover)).id : null,
      fileId: pdf ? (await insertStoredFile(tx, pdf)).id : null,
    };
    const newId = await insertMagazine(tx, values);
    await auditBy(tx, actor, {
      action: 'magazine.add',
      targetType: 'magazine',
      target: body.name_pt,
      before: null,
      after: audited(values),
    });
    return newId;
  });
  const saved = await findMagazineById(db, id);
  if (!saved) throw new AppError('NFD001');
  return shown(saved);
}

export async function editMagazine(
  db: Db,
  actor: Actor,
  body: AdminMagazineEditBody,
): Promise<AdminMagazine> {
  const cover = await coverFile(body.cover);
  const pdf = pdfFile(body.pdf, body.pdf_name);
  const id = await db.transaction(async (tx) => {
    const current = await lockMagazine(tx, body.req_id);
    if (!current) throw new AppError('NFD001');
    const values = {
      namePt: body.name_pt,
      nameEn: body.name_en,
      date: body.date,
      coverFileId: cover ? (await insertStoredFile(tx, cover)).id : current.coverFileId,
      fileId: pdf ? (await insertStoredFile(tx, pdf)).id : current.fileId,
    };
    await updateMagazine(tx, current.id, values);
    // A replaced file is no longer reachable from anywhere: drop its bytes.
    await deleteStoredFiles(tx, [cover ? current.coverFileId : null, pdf ? current.fileId : null]);
    await auditBy(tx, actor, {
      action: 'magazine.edit',
      targetType: 'magazine',
      target: `${current.reqId} ${body.name_pt}`,
      before: audited(current),
      after: audited(values),
    });
    return current.id;
  });
  const saved = await findMagazineById(db, id);
  if (!saved) throw new AppError('NFD001');
  return shown(saved);
}

export async function removeMagazine(db: Db, actor: Actor, reqId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockMagazine(tx, reqId);
    if (!current) throw new AppError('NFD001');
    await deleteMagazine(tx, current.id);
    await deleteStoredFiles(tx, [current.coverFileId, current.fileId]);
    await auditBy(tx, actor, {
      action: 'magazine.remove',
      targetType: 'magazine',
      target: `${current.reqId} ${current.namePt}`,
      before: audited(current),
      after: null,
    });
  });
}
