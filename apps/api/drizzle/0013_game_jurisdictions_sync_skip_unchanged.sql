-- The jurisdiction copy on games (0010) is rewritten only where it changes: a bulk link of rows whose
-- games already carry the right list (the large seed writes both) then updates nothing, instead of
-- writing a second version of every game and doubling the table and its indexes.
CREATE OR REPLACE FUNCTION "game_jurisdictions_sync_games"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE games g SET jurisdiction_ids = fresh.ids
    FROM (
      SELECT touched.game_id, coalesce(
          (SELECT array_agg(gj.jurisdiction_id ORDER BY gj.jurisdiction_id) FROM game_jurisdictions gj WHERE gj.game_id = touched.game_id),
          '{}'::integer[]) AS ids
      FROM (SELECT DISTINCT changed.game_id FROM changed) touched
    ) fresh
    WHERE g.id = fresh.game_id AND g.jurisdiction_ids IS DISTINCT FROM fresh.ids;
  RETURN NULL;
END
$$;
