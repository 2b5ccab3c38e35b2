import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FileKind, storedFiles } from '../../db/schema/files';

/*
 * The files the back office stores (slide and banner images, magazine covers and PDFs): one shape
 * for writing one, one for deleting those nothing points at any more.
 */

export interface StoredFileInput {
  kind: FileKind;
  name: string;
  mime: string;
  bytes: Buffer;
  /** Already known for converted images; computed here otherwise. */
  sha256?: string;
}

export async function insertStoredFile(
  tx: Db,
  file: StoredFileInput,
): Promise<{ id: number; reqId: string }> {
  const [row] = await tx
    .insert(storedFiles)
    .values({
      kind: file.kind,
      name: file.name,
      mime: file.mime,
      size: file.bytes.length,
      bytes: file.bytes,
      sha256: file.sha256 ?? createHash('sha256').update(file.bytes).digest('hex'),
    })
    .returning({ id: storedFiles.id, reqId: storedFiles.reqId });
  return row;
}

/** Files nothing points at any more (replaced, or removed with their slide, banner or magazine). */
export async function deleteStoredFiles(tx: Db, ids: readonly (number | null)[]): Promise<void> {
  const existing = ids.filter((id): id is number => id !== null);
  if (existing.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, existing));
}
