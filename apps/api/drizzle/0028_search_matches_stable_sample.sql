-- Search: a broad term's capped matches are the same sample on every call. search_matches (0026)
-- stops its scan at the cap; a sequential scan of a table larger than a quarter of shared_buffers
-- (game_search_documents, users on the large set) starts where the previous scan of that table stopped
-- (synchronize_seqscans), so two identical searches for 'megaways' would rank different samples of its 11,000
-- matches below the exact and prefix names, and paging through such a term could repeat or skip results
-- between pages. Off for this function only (a SET clause: restored when it returns, no other module's
-- scans change): the scan starts at the table's first page, the first matches in table order. Measured
-- cost: none beyond noise (one client, 16 terms, 1.53 against 1.50 ms a search).
ALTER FUNCTION "search_matches"(text, text, integer) SET synchronize_seqscans = off;
