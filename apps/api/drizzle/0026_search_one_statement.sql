-- Search (speed): a search is one statement. As three round trips (the dictionary lookup, the big
-- kinds' matches planned for the term, the rank statement), each on two shared cores would cost more than
-- its SQL: the server's write to the socket, a PostgreSQL backend woken, a transaction begun and committed
-- (a CPU profile of the server spends more time in writev to the pool's sockets than in its own JavaScript). These functions let the rank statement do all of it: it calls
-- search_tsquery for the query and search_matches for the big kinds, both as InitPlans, so the statement
-- stays one generic prepared plan while the matches are still planned for the term. Hand-written: drizzle-kit
-- does not manage functions.

-- The full-text query for the typed words, as to_tsquery('simple', …) source text, or NULL when there
-- are none. `words` is a JSON array of the typed words in order: letters and digits only, lower-cased, at
-- most 8 of at most 40 characters (platform/text-search.ts searchTokens cuts them so; nothing else reaches
-- this function), so no tsquery operator can come from a user. Every word must match, or one of its
-- corrections:
--   * The last word matches as a prefix (the user may still be typing it), unless it is shorter than 3
--     letters after other words ('book of' is "book" and "of", not every word starting with "of").
--   * A word before the last is finished: a known word (in search_words) or a word of one or two letters
--     matches whole, so the GIN index skips through its posting list instead of reading every word it
--     starts ('of:*' alone is 30,000 games); an unknown one of 3 letters or more may be a fragment and
--     stays a prefix.
--   * A word of 4 letters or more that is neither a known word nor the start of one (a btree range
--     lookup, text_pattern_ops, 0017) is corrected against the dictionary by trigram similarity
--     (`%`, pg_trgm's threshold 0.3): its 3 most similar words join as alternatives ('evolutoin' →
--     '(evolutoin:* | evolution)'). A real word is never "corrected": that would widen the query with noise.
-- Dictionary words are letters and digits only (0008), so alternatives cannot carry operators either.
-- plpgsql, so its statement's plan is cached per connection (a SQL function's would be planned per call).
CREATE OR REPLACE FUNCTION "search_tsquery"(words json) RETURNS text LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
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
$$;
--> statement-breakpoint
-- At most `cap` full-text matches of a big kind ('games': the listed games' narrow documents, 0021;
-- 'users': enabled people) for `query` (search_tsquery's text; NULL matches nothing), with the lower-cased
-- name they rank by. EXECUTE plans the statement for this query's words on every call, on purpose: with the
-- words' statistics PostgreSQL reads a frequent word ('megaways', 6 % of the games) by a sequential scan
-- that stops at the cap after a few hundred pages and a rare one through the GIN index, where one generic
-- plan would build the GIN bitmap of every match of a frequent word first. The expressions are the
-- indexed ones (0008, 0021), character for character.
CREATE OR REPLACE FUNCTION "search_matches"(kind text, query text, cap integer)
  RETURNS TABLE (id integer, sort_name text) LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 100 AS $$
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
$$;
