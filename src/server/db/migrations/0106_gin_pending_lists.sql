-- Every search reads its GIN indexes' pending lists whole (issue 32 item 5). A GIN index takes new
-- entries into a pending list, merged into the index only when the list reaches
-- gin_pending_list_limit (4 MB by default) or when (auto)vacuum visits the table; a catalogue that
-- changes a few companies a day rarely wakes autovacuum, so the list stays for days and every
-- search scans it: after the certificate-expiry job rewrote 336 documents at 10,000 companies
-- (2 MB of pending list), a search that finds nothing took 1.15 ms instead of 0.5, and each term
-- of every other search paid the same scan. Merged every 256 kB now: the scan stays short, and a
-- bulk write (a member import) still merges its entries in batches, not one by one.
ALTER INDEX "company_search_document_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "companies_search_text_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "company_list_keys_name_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "company_list_keys_search_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "company_list_keys_words_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "company_products_suggest_key_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "list_words_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "product_names_suggest_key_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "search_words_trgm_idx" SET (gin_pending_list_limit = 256);
