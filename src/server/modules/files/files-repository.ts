import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/files';
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
