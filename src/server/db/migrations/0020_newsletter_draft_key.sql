-- Back office (issue 15): a second "Send" of the same draft (a double click, a retry after a lost
-- answer) must not start a second issue. The composer sends a random key per draft; the unique key
-- makes the database refuse the second insert, whatever process or moment it comes from. Issues
-- sent before, or by a client that sends no key, have none (NULLs never collide).
ALTER TABLE "newsletter_issues" ADD COLUMN "draft_key" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_draft_key_unique" UNIQUE("draft_key");
