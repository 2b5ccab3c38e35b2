import { createHash } from 'node:crypto';
import { newReqId } from '../../lib/ids';
import type { Db } from '../client';
import { type FileKind, storedFiles } from '../schema/files';

export interface NewFile {
  kind: FileKind;
  name: string;
  mime: string;
  bytes: Buffer;
}

// Cached images are the same Buffer object many times over; hash each once.
const hashes = new WeakMap<Buffer, string>();

function sha256(bytes: Buffer): string {
  let hash = hashes.get(bytes);
  if (!hash) {
    hash = createHash('sha256').update(bytes).digest('hex');
    hashes.set(bytes, hash);
  }
  return hash;
}

const BATCH = 40;

/** Stores files in batches; answers their ids in the order given. */
export async function insertFiles(db: Db, files: readonly NewFile[]): Promise<number[]> {
  const reqIds = files.map(() => newReqId());
  const idByReqId = new Map<string, number>();
  for (let start = 0; start < files.length; start += BATCH) {
    const rows = files.slice(start, start + BATCH).map((file, k) => ({
      reqId: reqIds[start + k],
      kind: file.kind,
      name: file.name,
      mime: file.mime,
      size: file.bytes.length,
      bytes: file.bytes,
      sha256: sha256(file.bytes),
    }));
    const inserted = await db
      .insert(storedFiles)
      .values(rows)
      .returning({ id: storedFiles.id, reqId: storedFiles.reqId });
    for (const row of inserted) idByReqId.set(row.reqId, row.id);
  }
  return reqIds.map((reqId) => {
    const id = idByReqId.get(reqId);
    if (id === undefined) throw new Error('A stored file went missing');
    return id;
  });
}

export async function insertFile(db: Db, file: NewFile): Promise<number> {
  const [id] = await insertFiles(db, [file]);
  return id;
}

export const webp = (kind: FileKind, name: string, bytes: Buffer): NewFile => ({
  kind,
  name,
  mime: 'image/webp',
  bytes,
});
