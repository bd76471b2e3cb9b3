-- Typo correction is skipped for a typed word that is a known word or the start of one: its prefix
-- match already finds it, and correcting it only widened the query with noise ('gates' → 'games',
-- 'megaways' → 'mega', each matching tens of thousands of games). This range lookup gates the trigram
-- search; text_pattern_ops compares bytes, so it serves the range under any collation.
CREATE INDEX IF NOT EXISTS "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);
