import { SEARCH_COUNT_CAP, type SearchKind } from '@paytable/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/raw-rows';
import { likePrefix, nameMatches, nameScore, type PreparedSearch } from '../../platform/text-search';

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
  /** The full-text document; must be the indexed expression, character for character. */
  vector: SQL;
  /** The lower-cased name the trigram index covers. */
  lowerName: SQL;
  /** Columns of a result row: title, description, and whatever the mapper needs (as raw_* columns). */
  fields: SQL;
}

const companyVector = sql`(setweight(to_tsvector('simple'::regconfig, coalesce(t.name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(t.description, '')), 'C'))`;
const userVector = sql`to_tsvector('simple'::regconfig, t.first_name || ' ' || t.last_name || ' ' || t.username)`;

const sources: Record<SearchKind, KindSource> = {
  companies: {
    from: sql`companies t`,
    visible: sql`t.status = 'ACTIVE'`,
    vector: companyVector,
    lowerName: sql`lower(t.name)`,
    fields: sql`t.name as title, t.description as description, t.logo as raw_logo, t.verified as raw_verified,
      t.headquarters as raw_headquarters,
      array(select bt.name from company_business_types cbt join business_types bt on bt.id = cbt.business_type_id
            where cbt.company_id = t.id order by bt.name) as raw_business_types`,
  },
  users: {
    from: sql`users t`,
    visible: sql`t.is_enabled`,
    vector: userVector,
    lowerName: sql`lower(t.first_name || ' ' || t.last_name)`,
    fields: sql`t.first_name || ' ' || t.last_name as title, p.headline as description, t.profile_image as raw_profile_image,
      c.name as raw_company_name, c.id as raw_company_id`,
  },
  games: {
    // provider_active is the trigger-kept copy of the provider's approval (migration 0010): matching and
    // counting read games alone, through the partial games_listed_* indexes.
    from: sql`games t`,
    visible: sql`t.is_active and t.provider_active`,
    vector: sql`t.search_vector`,
    lowerName: sql`lower(t.name)`,
    fields: sql`t.name as title, t.description as description, t.tile as raw_tile, pc.name as raw_provider_name, pc.id as raw_provider_id,
      gt.name as raw_game_type, t.rtp_bp as raw_rtp_bp, t.volatility as raw_volatility`,
  },
  products: {
    from: sql`showcase_listings t join companies lc on lc.id = t.company_id`,
    visible: sql`t.is_published and lc.status = 'ACTIVE'`,
    vector: sql`t.search_vector`,
    lowerName: sql`lower(t.title)`,
    fields: sql`t.title as title, t.summary as description, lc.id as raw_company_id, lc.name as raw_company_name, lc.logo as raw_logo,
      lc.verified as raw_verified, bt.name as raw_category`,
  },
  'business-types': {
    from: sql`business_types t`,
    visible: sql`t.is_active`,
    vector: sql`to_tsvector('simple'::regconfig, t.name || ' ' || coalesce(t.description, ''))`,
    lowerName: sql`lower(t.name)`,
    fields: sql`t.name as title, t.description as description`,
  },
};

/** Joins only the result page needs (kept out of the matching and ranking scans). */
const resultJoins: Record<SearchKind, SQL> = {
  companies: sql``,
  users: sql`left join profiles p on p.user_id = t.id
    left join company_members m on m.user_id = t.id and m.status = 'ACTIVE'
    left join companies c on c.id = m.company_id and c.status = 'ACTIVE'`,
  games: sql`join companies pc on pc.id = t.provider_id left join game_types gt on gt.id = t.game_type_id`,
  products: sql`left join business_types bt on bt.id = t.category_id`,
  'business-types': sql``,
};

export interface SearchRow extends Record<string, unknown> {
  id: number;
  score: number;
  title: string;
  description: string | null;
}

function parts(source: KindSource, search: PreparedSearch) {
  return { vector: source.vector, lowerName: source.lowerName, search };
}

/** Candidates ranked per kind, besides the exact name matches: names starting with the term … */
const PREFIX_CANDIDATES = 50;
/** … and this many of the full-text matches (any word of the name or description). */
const RANKED_CANDIDATES = 100;
const EXACT_CANDIDATES = 20;

/**
 * The best `limit` matches of one kind after skipping `offset`, best first, each row carrying `total`
 * (matches counted up to SEARCH_COUNT_CAP). One statement per kind, and the full-text index is read
 * once: at most SEARCH_COUNT_CAP matching ids are collected (their number is the total), and only a
 * bounded candidate set is ranked — the exact name matches and names starting with the term (btree
 * lookups, so the best results never depend on which matches the capped scan met) plus the first
 * RANKED_CANDIDATES full-text matches. A one-letter term over 200,000 games costs a bounded scan.
 */
export async function searchKind(ex: Db, kind: SearchKind, search: PreparedSearch, window: { limit: number; offset: number }): Promise<{ rows: SearchRow[]; total: number }> {
  const source = sources[kind];
  const p = parts(source, search);
  const rankedCap = Math.max(RANKED_CANDIDATES, window.offset + window.limit);
  const rows = await executeRows<SearchRow & { total: number }>(
    ex,
    sql`with matches as materialized (
        select t.id, ${source.lowerName} as sort_name from ${source.from} where ${source.visible} and ${nameMatches(p)} limit ${SEARCH_COUNT_CAP}
      ),
      hits as (
        (select t.id, ${source.lowerName} as sort_name from ${source.from}
          where ${source.visible} and ${source.lowerName} = ${search.term} limit ${EXACT_CANDIDATES})
        union
        (select t.id, ${source.lowerName} as sort_name from ${source.from}
          where ${source.visible} and ${source.lowerName} like ${likePrefix(search.term)} limit ${PREFIX_CANDIDATES})
        union
        (select id, sort_name from matches limit ${rankedCap})
      ),
      ranked as (
        select hits.id, ${nameScore({ lowerName: sql`hits.sort_name`, search })} as score, hits.sort_name
        from hits
        order by score desc, hits.sort_name, hits.id
        limit ${window.limit} offset ${window.offset}
      )
      select ranked.id, ranked.score, ${source.fields}, (select count(*)::int from matches) as total
      from ${source.from} join ranked on ranked.id = t.id ${resultJoins[kind]}
      order by ranked.score desc, ranked.sort_name, ranked.id`,
  );
  if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
  // Nothing on this page: either nothing matches, or the page lies past the end (then count alone).
  return { rows: [], total: window.offset === 0 ? 0 : await countKind(ex, kind, search) };
}

/** Matches of one kind, counted up to SEARCH_COUNT_CAP. */
export async function countKind(ex: Db, kind: SearchKind, search: PreparedSearch): Promise<number> {
  const source = sources[kind];
  const [row] = await executeRows<{ total: number }>(
    ex,
    sql`select count(*)::int as total from (
        select 1 from ${source.from} where ${source.visible} and ${nameMatches(parts(source, search))} limit ${SEARCH_COUNT_CAP}
      ) capped`,
  );
  return row?.total ?? 0;
}
