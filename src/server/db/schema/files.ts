import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { newReqId } from '../../lib/ids';

/** bytea as a Node Buffer, as node-postgres reads and writes it. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** What a stored file is for; decides who may read it (public images vs quote documents). */
export const FILE_KINDS = [
  'logo',
  'cover',
  'portfolio',
  'product',
  'attachment',
  'proposal',
  // A file of a message after an award (issue 34 item 8, migration 0093).
  'message',
  'magazine-cover',
  'magazine-pdf',
  'slide',
  'banner',
  // A company's certificate (issue 32, migration 0086): public, shown on its page.
  'certificate',
  // A quote item's drawing or datasheet (issue 34 item 1, migration 0098): read like an attachment.
  'drawing',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/**
 * Uploaded and generated files live in the database, not on disk, so several server processes
 * sharing one PostgreSQL see the same files (DECISIONS.md 2).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reqId: text('req_id').notNull().unique().$defaultFn(newReqId),
    kind: text('kind').$type<FileKind>().notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_sha256_idx').on(t.sha256)],
);

/**
 * An image's smaller sizes (`/files/{reqId}?w=`, modules/files/image-variants.ts), made once by
 * whichever server process is asked first and read by the others: each process making its own had
 * every picture resized once per process, the second time on a visitor's page load (migration 0107,
 * decision 0053). Keyed by content (sha256), so identical uploads share them.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    format: text('format').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.width, t.format] })],
);
