import { SEARCH_COUNT_CAP, searchResultFields, type SearchKind, type SearchResult } from '@paytable/contracts';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePrefix, nameRankOf, nameSimilarityOf, prefixRange } from '../../platform/text-search';
import { executePrepared } from '../../platform/prepared-sql';
import { storedImageUrlSql } from '../../platform/stored-image-sql';

/**
 * The only file of the search module that touches the database. Search is a read model over other
 * modules' tables (companies, users, games, showcase listings, business types): it reads them through
 * the full-text indexes of migrations 0007_games and 0008_search and never writes them. Every value is
 * a bound parameter.
 */

/** How one kind is searched. The main table is always aliased `t`; joins add what results show. */
interface KindSource {
  /** FROM clause (with joins), main table aliased t. */
  from: SQL;
  /** Rows anyone may find (published, approved, enabled). */
  visible: SQL;
  /**
   * The full-text document, for the kinds matched by the statement itself (the big kinds, games and
   * people, are matched by search_matches, migration 0026); must be the indexed expression, character for character.
   */
  vector?: SQL;
  /** The lower-cased name the trigram index covers. */
  lowerName: SQL;
  /**
   * A result as the contract's SearchResult object (title, description, kind, type, url, metadata), built
   * by PostgreSQL from the main table `t` and the kind's result joins; the answer carries it as it is.
   */
  result: SQL;
}

/** The SQL of each field of a search result (the contract's SearchResult): one per field, none missing. */
type ResultValues = { [Field in keyof SearchResult]-?: SQL };

/**
 * A search result object as the contract has it, in SQL: every field of searchResultFields, in its order
 * (`id` first: the service reads a company result's id at the start of its text), with the value the kind
 * gives it; the id is the main table's, kind and type are constants of the kind.
 */
function resultJson(kind: SearchKind, type: SearchResult['type'], values: Omit<ResultValues, 'id' | 'kind' | 'type'>): SQL {
  const all: ResultValues = { ...values, id: sql`t.id`, kind: sql.raw(`'${kind}'`), type: sql.raw(`'${type}'`) };
  return sql`json_build_object(${sql.join(
    searchResultFields.map((field) => sql`${sql.raw(`'${field}'`)}, ${all[field]}`),
    sql`, `,
  )})`;
}

const companyVector = sql`(setweight(to_tsvector('simple'::regconfig, coalesce(t.name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(t.description, '')), 'C'))`;

const sources: Record<SearchKind, KindSource> = {
  companies: {
    from: sql`companies t`,
    visible: sql`t.status = 'ACTIVE'`,
    vector: companyVector,
    lowerName: sql`lower(t.name)`,
    // Seed 000 §3: the description falls back to the (first) business type.
    result: resultJson('companies', 'company', {
      title: sql`t.name`,
      description: sql`coalesce(nullif(t.description, ''), bts.names[1])`,
      url: sql`'/company/' || t.id`,
      metadata: sql`json_build_object('logoUrl', ${storedImageUrlSql('companyLogos', sql`t.id`, sql`t.logo`)}, 'verified', coalesce(t.verified, false),
        'headquarters', nullif(t.headquarters, ''), 'businessTypes', to_json(bts.names))`,
    }),
  },
  users: {
    from: sql`users t`,
    visible: sql`t.is_enabled`,
    lowerName: sql`lower(t.first_name || ' ' || t.last_name)`,
    result: resultJson('users', 'user', {
      title: sql`t.first_name || ' ' || t.last_name`,
      description: sql`nullif(p.headline, '')`,
      url: sql`'/profile/' || t.id`,
      metadata: sql`json_build_object('profileImageUrl', ${storedImageUrlSql('profileImages', sql`t.id`, sql`t.profile_image`)},
        'companyName', nullif(c.name, ''), 'companyId', c.id)`,
    }),
  },
  games: {
    // provider_active is the trigger-kept copy of the provider's approval (migration 0010): matching and
    // counting read games alone, through the partial games_listed_* indexes.
    from: sql`games t`,
    visible: sql`t.is_active and t.provider_active`,
    lowerName: sql`lower(t.name)`,
    result: resultJson('games', 'game', {
      title: sql`t.name`,
      description: sql`nullif(t.description, '')`,
      url: sql`'/games/' || t.id`,
      metadata: sql`json_build_object('tileUrl', ${storedImageUrlSql('gameTiles', sql`t.id`, sql`t.tile`)}, 'providerName', nullif(pc.name, ''),
        'providerId', pc.id, 'gameType', nullif(gt.name, ''), 'rtp', t.rtp_bp::float8 / 100, 'volatility', nullif(t.volatility, ''))`,
    }),
  },
  products: {
    from: sql`showcase_listings t join companies lc on lc.id = t.company_id`,
    visible: sql`t.is_published and lc.status = 'ACTIVE'`,
    vector: sql`t.search_vector`,
    lowerName: sql`lower(t.title)`,
    result: resultJson('products', 'product', {
      title: sql`t.title`,
      description: sql`nullif(t.summary, '')`,
      url: sql`'/company/' || lc.id`,
      metadata: sql`json_build_object('companyId', lc.id, 'companyName', nullif(lc.name, ''),
        'logoUrl', ${storedImageUrlSql('companyLogos', sql`lc.id`, sql`lc.logo`)}, 'verified', coalesce(lc.verified, false), 'category', nullif(bt.name, ''))`,
    }),
  },
  'business-types': {
    from: sql`business_types t`,
    visible: sql`t.is_active`,
    // Stored with the row (generated column, migration 0024): no to_tsvector of every row per search.
    vector: sql`t.search_document`,
    lowerName: sql`lower(t.name)`,
    result: resultJson('business-types', 'business_type', {
      title: sql`t.name`,
      description: sql`nullif(t.description, '')`,
      url: sql`'/marketplace?businessTypeId=' || t.id`,
      metadata: sql`'{}'::json`,
    }),
  },
};

/**
 * Where a kind's name candidates (names starting with the term) are read when not from its own table:
 * games from their narrow, trigger-kept copy (migration 0021: listed games only, the lower-cased name and
 * the stripped search vector), where the lookup is index-only (0022). search_matches (0026) matches
 * games in the same table.
 */
const nameSources: Partial<Record<SearchKind, Pick<KindSource, 'from' | 'visible' | 'lowerName'>>> = {
  games: {
    from: sql`(select game_id as id, sort_name from game_search_documents) t`,
    visible: sql`true`,
    lowerName: sql`t.sort_name`,
  },
};

/** Joins only the result page needs (kept out of the matching and ranking scans). */
const resultJoins: Record<SearchKind, SQL> = {
  companies: sql`cross join lateral (select array(select bt.name from company_business_types cbt join business_types bt on bt.id = cbt.business_type_id
      where cbt.company_id = t.id order by bt.name) as names) bts`,
  users: sql`left join profiles p on p.user_id = t.id
    left join company_members m on m.user_id = t.id and m.status = 'ACTIVE'
    left join companies c on c.id = m.company_id and c.status = 'ACTIVE'`,
  games: sql`join companies pc on pc.id = t.provider_id left join game_types gt on gt.id = t.game_type_id`,
  products: sql`left join business_types bt on bt.id = t.category_id`,
  'business-types': sql``,
};

/**
 * Candidates ranked per kind besides the full-text matches: the first names (in byte order) starting
 * with the term. They begin with the names equal to the term (a text sorts before every longer text it
 * starts), so the exact matches are among them without a lookup of their own. Literal SQL, like the cap:
 * constants of the statement.
 */
const PREFIX_CANDIDATE_COUNT = 50;
const PREFIX_CANDIDATES = sql.raw(String(PREFIX_CANDIDATE_COUNT));
const COUNT_CAP = sql.raw(String(SEARCH_COUNT_CAP));
/** At most this many candidates per kind: the capped matches and the prefix candidates. */
const MAX_CANDIDATES = SEARCH_COUNT_CAP + PREFIX_CANDIDATE_COUNT;

/**
 * Kinds over big tables (200,000 games, 100,000 people) whose matches come from search_matches (migration
 * 0026), which plans its statement for the term (EXECUTE): with the term's statistics the planner reads a
 * frequent word ('megaways', 6 % of the games) by a sequential scan that stops at the cap after a few
 * hundred pages, and a rare one through the GIN index, where one generic plan would build the bitmap of
 * every match of the frequent word first. Smaller tables are matched by the rank statement itself (GIN,
 * whatever the term), in its generic plan.
 */
const MATCHED_PER_TERM: ReadonlySet<SearchKind> = new Set(['games', 'users']);

/**
 * A parameter the planner cannot see (an InitPlan, evaluated once at run time; still usable as an index
 * condition). Every value that would steer the estimates of a rank statement goes through this, so a
 * plan made for the values costs exactly what the generic plan costs, and PostgreSQL keeps the generic
 * plan of the prepared statement after its first five executions instead of planning every execution
 * (with visible values, the custom plans always looked cheaper: "50 names start with the term" against
 * the one its statistics predict for this term).
 */
const opaqueText = (value: SQLWrapper) => sql`(select ${value}::text)`;
const opaqueInteger = (value: SQLWrapper) => sql`(select ${value}::integer)`;

/** The values of a rank statement, by placeholder name: one set for all its kinds. */
const param = {
  term: sql.placeholder('term'),
  termLike: sql.placeholder('termLike'),
  prefixLow: sql.placeholder('prefixLow'),
  prefixHigh: sql.placeholder('prefixHigh'),
  words: sql.placeholder('words'),
  first: sql.placeholder('first'),
  last: sql.placeholder('last'),
};

/** The term's full-text query, built once per statement by search_tsquery (the CTE `prep`), unseen by the planner. */
const tsQuery = sql`(select prep.query from prep)`;

/**
 * The full-text matches (at most SEARCH_COUNT_CAP) a rank statement ranks: for a big table from
 * search_matches, planned for the term; for a small table its own capped scan of the GIN index. A term
 * without words has no query (NULL), which matches nothing.
 */
function matchedRows(kind: SearchKind): SQL {
  if (MATCHED_PER_TERM.has(kind)) {
    return sql`(select m.id, m.sort_name from search_matches(${sql.raw(`'${kind}'`)}, ${tsQuery}, ${COUNT_CAP}) as m)`;
  }
  const source = sources[kind];
  if (source.vector === undefined) throw new Error(`search: ${kind} has no full-text document to match here`);
  return sql`(select t.id, ${source.lowerName} as sort_name from ${source.from}
        where ${source.visible} and ${source.vector} @@ to_tsquery('simple', ${tsQuery}) limit ${COUNT_CAP})`;
}

/** One letter per kind for the rank statements' names. */
const KIND_CODES: Record<SearchKind, string> = { users: 'u', companies: 'c', games: 'g', products: 'p', 'business-types': 'b' };

/** The ranked page over the kinds searched (each result as JSON text, in order), and each kind's count (capped). */
export interface RankedPage {
  rows: string[];
  counts: Map<SearchKind, number>;
}

/**
 * One kind's candidates with their score: the full-text matches (matchedRows) together with the first
 * names starting with the term, exact ones first (a btree lookup, so "exact name first" and "prefix while typing" never depend on
 * which matches the capped scan met, nor on the last typed word being long enough to be a prefix).
 * Ranking reads the names the candidates carry: no second pass over the table.
 */
function candidates(kind: SearchKind, order: number): SQL {
  const source = nameSources[kind] ?? sources[kind];
  return sql`(select ${sql.raw(`'${kind}'`)}::text as kind, ${sql.raw(String(order))} as kind_order, hits.id, hits.sort_name,
      ${nameRankOf(sql`hits.sort_name`, param.term, param.termLike)} as name_rank
    from (
      (select t.id, ${source.lowerName} as sort_name from ${source.from}
        where ${source.visible} and ${source.lowerName} ~>=~ ${opaqueText(param.prefixLow)} and ${source.lowerName} ~<~ ${opaqueText(param.prefixHigh)}
        order by ${source.lowerName} using ~<~ limit ${PREFIX_CANDIDATES})
      union
      ${matchedRows(kind)}
    ) hits)`;
}

/** A result of `kind` as the contract's JSON object: read for the page's rows only. */
const resultOf = (kind: SearchKind) => {
  const source = sources[kind];
  return sql`(select ${source.result} from ${source.from} ${resultJoins[kind]} where t.id = page.id)`;
};

/** What a search statement needs of the term: its normalised form (ranking) and its words as JSON (matching, search_tsquery). */
export interface SearchTerm {
  term: string;
  words: string;
}

/**
 * A whole search in one statement (migration 0026): the term's full-text query (search_tsquery, once,
 * in the CTE `prep`), every kind's candidates (see candidates) scored together, ordered by score (then
 * the kinds' order, name, id), and only the rows from position `first` + 1 to `last` joined to what
 * results show; then one row per kind with its count, the number of its distinct candidates capped at
 * SEARCH_COUNT_CAP. The page is cut by position rather than LIMIT/OFFSET, which a generic plan would
 * guess as a tenth of the rows. Kinds with different columns share the statement because what a result
 * shows travels as one JSON object. A named prepared statement per set of kinds (every value a
 * parameter), so PostgreSQL plans it once per connection: planning cost more than running it; the big
 * kinds' matches inside it are planned for the term by search_matches.
 */
export async function rankKinds(ex: Db, kinds: readonly SearchKind[], search: SearchTerm, window: { limit: number; offset: number }): Promise<RankedPage> {
  const ranked: RankedPage = { rows: [], counts: new Map(kinds.map((kind) => [kind, 0])) };
  if (kinds.length === 0) return ranked;
  // No kind has more candidates than MAX_CANDIDATES, so later positions are all past the end; clamping
  // keeps any page number (they are not bounded) a valid integer for PostgreSQL.
  const lastPosition = MAX_CANDIDATES * kinds.length;
  const range = prefixRange(search.term);
  const values: Record<string, unknown> = {
    term: search.term,
    termLike: likePrefix(search.term),
    prefixLow: range.low,
    prefixHigh: range.high,
    words: search.words,
    first: Math.min(window.offset, lastPosition),
    last: Math.min(window.offset + window.limit, lastPosition),
  };
  // Within PostgreSQL's 63 characters for a statement name: a letter per kind.
  const name = `search_page_${kinds.map((kind) => KIND_CODES[kind]).join('')}`;
  const rows = await executePrepared<{ kind: SearchKind; total: number | null; position: number | null; result: string | null }>(
    ex,
    name,
    () => sql`with prep as materialized (select search_tsquery(${param.words}::json) as query),
      candidates as (${sql.join(
      kinds.map((kind, index) => candidates(kind, index)),
      sql` union all `,
    )}),
      -- Whether the names that are or start with the term fill the page: then the others rank below it
      -- whatever their similarity, and word_similarity (the costly part) is computed for the ranked names only.
      ranked_fill as (select count(*) filter (where name_rank > 0) >= ${opaqueInteger(param.last)} as filled from candidates),
      -- A name that starts with the whole term, followed by a space or nothing, holds every word of the term
      -- whole, so its word similarity is exactly 1 (when the term has a word character at all): computed
      -- for the other names only ('book of': 149 candidates, all such names).
      ranked as (
        select candidates.kind, candidates.kind_order, candidates.id, candidates.sort_name,
          (candidates.name_rank + case
            when candidates.name_rank > 0 and (select ${param.term}::text ~ '[[:alnum:]]')
              and (length(candidates.sort_name) = length(${param.term}::text) or substr(candidates.sort_name, length(${param.term}::text) + 1, 1) = ' ')
              then 1
            when candidates.name_rank > 0 or not (select filled from ranked_fill)
              then ${nameSimilarityOf(sql`candidates.sort_name`, param.term)} else 0 end)::float8 as score
        from candidates
      ),
      page as (
        select ranked.kind, ranked.id, ranked.score,
          row_number() over (order by ranked.score desc, ranked.kind_order, ranked.sort_name, ranked.id) as position
        from ranked
      )
      (select page.kind, null::integer as total, page.position,
        (case page.kind ${sql.join(
          kinds.map((kind) => sql`when ${sql.raw(`'${kind}'`)} then ${resultOf(kind)}`),
          sql` `,
        )} end)::text as result
      from page
      where page.position > ${opaqueInteger(param.first)} and page.position <= ${opaqueInteger(param.last)}
      )
      union all
      (select ranked.kind, least(count(*), ${COUNT_CAP})::integer, null, null from ranked group by ranked.kind)`,
    values,
  );
  // Page rows first, by position (a union keeps no order of its own), then the counts.
  rows.sort((a, b) => Number(a.position ?? Infinity) - Number(b.position ?? Infinity));
  for (const row of rows) {
    if (row.total !== null) ranked.counts.set(row.kind, Number(row.total));
    else if (row.result !== null) ranked.rows.push(row.result);
  }
  return ranked;
}
