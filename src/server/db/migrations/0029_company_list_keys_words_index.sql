-- A search's matches from the words of each company (issue 13 item 6). A sort of every match
-- found them through the trigram index: for "metalurgica tiete", twelve trigrams whose lists run
-- to thousands of companies each, intersected, then every match's text read again to check it
-- (0.8 ms of 10,000 companies; the trigrams only say a word may be there). The words of a
-- company's search_text (list_words_of, migration 0026) in a GIN index: a searched word's forms
-- are read from list_words, and the companies having one of them are an exact posting list; two
-- words intersect two short lists, and no text is read again (0.4 ms). The same companies as LIKE
-- for a word of 3 characters or more (migration 0026); the trigram index stays for the others.
CREATE INDEX "company_list_keys_words_idx" ON "company_list_keys" USING gin ("list_words_of"("search_text"));
--> statement-breakpoint
-- What the function costs, as the planner counts (cpu_operator_cost units, 100 by default for SQL
-- functions): a regular expression over the text and a sorted array of its words, 30 µs a row
-- (10,000 rows in 0.3 s), where reading a page, which the planner counts as 1, takes about 2 µs.
-- Left at 100, a filter on a state's companies looked cheaper than the index, and would have split
-- the text of every company of the state on every call; a city of a few companies is still
-- filtered, rightly.
ALTER FUNCTION "list_words_of"(text) COST 5000;
