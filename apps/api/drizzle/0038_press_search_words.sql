-- Press search (hand-written: drizzle-kit does not manage triggers). Release titles and tags join the
-- search_words dictionary (0008), so a misspelt term on the press list is corrected like any other
-- search by search_tsquery (0026). The update fills the dictionary from the releases already written.
CREATE TRIGGER "press_releases_search_words" AFTER INSERT OR UPDATE OF "title", "keywords" ON "press_releases" FOR EACH ROW EXECUTE FUNCTION search_words_collect('title', 'keywords');
--> statement-breakpoint
UPDATE "press_releases" SET "title" = "title";
