-- An image's smaller sizes, made once and shared by every server process (decision 0053): each
-- process kept its own in memory, so with two processes every picture was resized twice, the second
-- time while a visitor's page waited for it (issue 29 item 4: the company page's first audit).
CREATE TABLE "image_variants" (
  "sha256" text NOT NULL,
  "width" integer NOT NULL,
  "format" text NOT NULL,
  "bytes" bytea NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "image_variants_sha256_width_format_pk" PRIMARY KEY ("sha256", "width", "format")
);
--> statement-breakpoint
-- A picture's sizes go with the last stored file of that content (a company deleted, a cover
-- replaced), once per statement: no copy of a removed picture stays behind.
CREATE FUNCTION "image_variants_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "image_variants" v
    WHERE v."sha256" IN (SELECT DISTINCT "sha256" FROM "files_deleted")
      AND NOT EXISTS (SELECT 1 FROM "stored_files" f WHERE f."sha256" = v."sha256");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "image_variants_forget" AFTER DELETE ON "stored_files"
  REFERENCING OLD TABLE AS "files_deleted"
  FOR EACH STATEMENT EXECUTE FUNCTION "image_variants_forget"();
