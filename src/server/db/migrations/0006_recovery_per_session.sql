-- A recovery code now belongs to the app session that asked for it (issue 11): codes issued before
-- have no such session, so they are dropped (they live 30 minutes; their owners ask again).
DELETE FROM "recovery_codes";--> statement-breakpoint
DROP INDEX "recovery_codes_code_hash_idx";--> statement-breakpoint
ALTER TABLE "recovery_codes" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD COLUMN "session_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD COLUMN "doc_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_session_id_app_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."app_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_session_idx" ON "recovery_codes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_doc_hash_idx" ON "recovery_codes" USING btree ("doc_hash");
