-- Stored files are WebP images and PDFs, compressed already: PostgreSQL's own compression (pglz)
-- only spent CPU on every 3 MB upload to keep the bytes as they were. Kept out of line, uncompressed.
ALTER TABLE "stored_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
