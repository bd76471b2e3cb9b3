-- Games list (speed): the exact total of a list filtered by type and volatility (the marketplace
-- shows "N games") would count every entry of games_listed_type_newest_idx for the pair — ~6,900 entries of
-- ~150 bytes (it carries the themes array for the page's other filters), 136–145 index pages — and
-- filter RTP and jurisdiction on each. This narrower index has RTP as a key column, so an RTP bound is
-- an index condition (1,951 entries instead of 6,852 for "Video Slots, HIGH, RTP ≥ 96"), and carries only
-- what the other filters of such a count read. Pages stay on the ordered index (LIMIT on release date).
CREATE INDEX IF NOT EXISTS "games_listed_type_count_idx" ON "games" USING btree ("game_type_id", "volatility", "rtp_bp") INCLUDE ("provider_id", "jurisdiction_ids") WHERE "is_active" AND "provider_active";
