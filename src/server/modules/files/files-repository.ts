import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imageVariants, storedFiles } from '../../db/schema/files';
import { PUBLIC_FILE_KINDS } from './file-url';

export interface PublicFile {
  name: string;
  mime: string;
  bytes: Buffer;
  sha256: string;
}

/** A stored file of a public kind; private kinds are indistinguishable from unknown ids. */
export async function findPublicFile(db: Db, reqId: string): Promise<PublicFile | undefined> {
  const rows = await db
    .select({
      name: storedFiles.name,
      mime: storedFiles.mime,
      bytes: storedFiles.bytes,
      sha256: storedFiles.sha256,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.reqId, reqId), inArray(storedFiles.kind, [...PUBLIC_FILE_KINDS])))
    .limit(1);
  return rows[0];
}

/** Which smaller size of which image (image-variants.ts). */
export interface ImageVariantKey {
  sha256: string;
  width: number;
  format: string;
}

/** A stored smaller size of an image, made earlier by this or another server process. */
export async function findImageVariant(db: Db, key: ImageVariantKey): Promise<Buffer | undefined> {
  const rows = await db
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(
      and(
        eq(imageVariants.sha256, key.sha256),
        eq(imageVariants.width, key.width),
        eq(imageVariants.format, key.format),
      ),
    )
    .limit(1);
  return rows[0]?.bytes;
}

/**
 * Stores a smaller size; one made at the same time by another process is kept instead (same content).
 * Only while a stored file of that content exists, holding it (FOR KEY SHARE) until the insert ends:
 * a deletion of the last one that came during the resize leaves no size behind (its trigger runs
 * after this insert, or this insert finds no file).
 */
export async function storeImageVariant(db: Db, variant: ImageVariantKey & { bytes: Buffer }): Promise<void> {
  const f = storedFiles;
  const v = imageVariants;
  await db.execute(sql`insert into ${v} (${sql.identifier(v.sha256.name)}, ${sql.identifier(v.width.name)}, ${sql.identifier(v.format.name)}, ${sql.identifier(v.bytes.name)})
    select ${variant.sha256}, ${variant.width}, ${variant.format}, ${variant.bytes}
    from (select 1 from ${f} where ${f.sha256} = ${variant.sha256} limit 1 for key share) held
    on conflict do nothing`);
}
