-- Jobs search (hand-written: drizzle-kit does not manage triggers). Job titles and skills join the
-- search_words dictionary (0008), so a misspelt keyword on the jobs board is corrected like any other
-- search ('complaince' → 'compliance') by search_tsquery (0026).
CREATE TRIGGER "jobs_search_words" AFTER INSERT OR UPDATE OF "title", "keywords" ON "jobs" FOR EACH ROW EXECUTE FUNCTION search_words_collect('title', 'keywords');
