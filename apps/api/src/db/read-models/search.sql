-- Read model: search. The search dictionary (every word of the searched names, for spelling corrections) and search's SQL functions.
-- Stores: search_words. Sources: companies, games, showcase_listings, business_types, users, jobs.
-- Proof that stored = live: apps/api/test/read-models.test.ts (dictionary); apps/api/src/platform/text-search.test.ts (functions).
-- The current definitions of its functions and triggers. The migrator (apps/api/src/db/migrate.ts) applies this
-- file after the migrations whenever its content changed, so it stays idempotent: change a read model here, then
-- let apps/api/test/read-models.test.ts write it back as the database holds it
-- (npx vitest run test/read-models.test.ts -u in apps/api).

CREATE OR REPLACE FUNCTION public.search_words_collect()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
DECLARE
  col text;
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    INSERT INTO search_words (word)
      SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(to_jsonb(NEW) ->> col, '')))) AS w
      WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[[:alnum:]]+$'
    ON CONFLICT DO NOTHING;
  END LOOP;
  RETURN NEW;
END
$function$;

CREATE OR REPLACE FUNCTION public.search_tsquery(words json)
  RETURNS text
  LANGUAGE plpgsql STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (
    WITH typed AS (
      SELECT w.token, w.ord, w.ord = json_array_length(words) AS last, json_array_length(words) AS count
      FROM json_array_elements_text(words) WITH ORDINALITY AS w(token, ord)
    ), facts AS (
      SELECT typed.ord,
        CASE WHEN typed.last THEN typed.count = 1 OR length(typed.token) >= 3
             ELSE length(typed.token) >= 3 AND NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = typed.token)
        END AS prefix,
        typed.token,
        CASE WHEN length(typed.token) >= 4
               AND NOT EXISTS (SELECT 1 FROM search_words known
                               WHERE known.word ~>=~ typed.token AND known.word ~<~ (typed.token || chr(1114111)))
             THEN ARRAY(SELECT near.word FROM search_words near WHERE near.word % typed.token
                        ORDER BY similarity(near.word, typed.token) DESC, near.word LIMIT 3)
             ELSE '{}'::text[]
        END AS alternatives
      FROM typed
    )
    SELECT string_agg(
      CASE WHEN cardinality(facts.alternatives) = 0 THEN facts.own
           ELSE '(' || facts.own || ' | ' || array_to_string(facts.alternatives, ' | ') || ')' END,
      ' & ' ORDER BY facts.ord)
    FROM (SELECT facts.*, CASE WHEN facts.prefix THEN facts.token || ':*' ELSE facts.token END AS own FROM facts) facts
  );
END
$function$;

CREATE OR REPLACE FUNCTION public.search_matches(kind text, query text, cap integer)
  RETURNS TABLE(id integer, sort_name text)
  LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 100
  SET synchronize_seqscans TO 'off'
AS $function$
BEGIN
  IF query IS NULL THEN
    RETURN;
  ELSIF kind = 'games' THEN
    RETURN QUERY EXECUTE 'SELECT d.game_id, d.sort_name FROM game_search_documents d
      WHERE d.document @@ to_tsquery(''simple'', $1) LIMIT $2' USING query, cap;
  ELSIF kind = 'users' THEN
    RETURN QUERY EXECUTE 'SELECT u.id, lower(u.first_name || '' '' || u.last_name) FROM users u
      WHERE u.is_enabled AND to_tsvector(''simple''::regconfig, u.first_name || '' '' || u.last_name || '' '' || u.username) @@ to_tsquery(''simple'', $1)
      LIMIT $2' USING query, cap;
  ELSE
    RAISE EXCEPTION 'search_matches: unknown kind %', kind;
  END IF;
END
$function$;

DROP TRIGGER IF EXISTS business_types_search_words ON public.business_types;
CREATE TRIGGER business_types_search_words AFTER INSERT OR UPDATE OF name ON public.business_types FOR EACH ROW EXECUTE FUNCTION search_words_collect('name');

DROP TRIGGER IF EXISTS companies_search_words ON public.companies;
CREATE TRIGGER companies_search_words AFTER INSERT OR UPDATE OF name ON public.companies FOR EACH ROW EXECUTE FUNCTION search_words_collect('name');

DROP TRIGGER IF EXISTS games_search_words ON public.games;
CREATE TRIGGER games_search_words AFTER INSERT OR UPDATE OF name ON public.games FOR EACH ROW EXECUTE FUNCTION search_words_collect('name');

DROP TRIGGER IF EXISTS jobs_search_words ON public.jobs;
CREATE TRIGGER jobs_search_words AFTER INSERT OR UPDATE OF title, keywords ON public.jobs FOR EACH ROW EXECUTE FUNCTION search_words_collect('title', 'keywords');

DROP TRIGGER IF EXISTS press_releases_search_words ON public.press_releases;
CREATE TRIGGER press_releases_search_words AFTER INSERT OR UPDATE OF title, keywords ON public.press_releases FOR EACH ROW EXECUTE FUNCTION search_words_collect('title', 'keywords');

DROP TRIGGER IF EXISTS showcase_listings_search_words ON public.showcase_listings;
CREATE TRIGGER showcase_listings_search_words AFTER INSERT OR UPDATE OF title ON public.showcase_listings FOR EACH ROW EXECUTE FUNCTION search_words_collect('title');

DROP TRIGGER IF EXISTS users_search_words ON public.users;
CREATE TRIGGER users_search_words AFTER INSERT OR UPDATE OF first_name, last_name ON public.users FOR EACH ROW EXECUTE FUNCTION search_words_collect('first_name', 'last_name');
