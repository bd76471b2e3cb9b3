import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executeRows } from '../db/raw-rows';
import { createPrng, type Prng } from '../platform/prng';
import { catalogueIds, ensureDefaultCatalogues } from '../modules/catalog/index';
import { hashPassword } from '../modules/auth/index';
import { ensureDefaultGameTypes, generateCatalogue, type GameKind } from '../modules/games/index';

/**
 * Bulk data for benchmarks and load tests: companies of every business type with jurisdictions and
 * staff, users, and game suppliers' catalogues. Rows go in as JSON batches (`json_to_recordset`): one
 * bound parameter per batch, thousands of rows per statement, identical on PGlite and PostgreSQL.
 * Deterministic: the same seed value writes the same data.
 */

export interface SeedScale {
  companies: number;
  users: number;
  games: number;
}

export const seedScales: Record<'small' | 'large', SeedScale> = {
  small: { companies: 500, users: 5_000, games: 10_000 },
  large: { companies: 10_000, users: 100_000, games: 200_000 },
};

/** Every bulk-seeded account signs in with this password (for load tests). */
export const BULK_PASSWORD = 'Paytable-bench-2024';
const MARKER = 'bulk_seed';
const BATCH = 2_000;

const FIRST_NAMES = ['Emma', 'Liam', 'Olivia', 'Noah', 'Sofia', 'Lucas', 'Mia', 'Mateo', 'Isabella', 'Elias', 'Freya', 'Oscar', 'Chloe', 'Hugo', 'Amelia', 'Leo', 'Ava', 'Jakub', 'Lena', 'Marco', 'Giulia', 'Pedro', 'Ana', 'Sven', 'Ingrid', 'Mateusz', 'Zofia', 'Daniel', 'Priya', 'Arjun', 'Yuki', 'Kenji', 'Fatima', 'Omar', 'Chiara', 'Luca', 'Nina', 'Tomas', 'Elena', 'Viktor'];
const LAST_NAMES = ['Borg', 'Camilleri', 'Smith', 'Jones', 'Andersson', 'Nielsen', 'Garcia', 'Rossi', 'Müller', 'Schmidt', 'Kowalski', 'Nowak', 'Silva', 'Santos', 'Dubois', 'Martin', 'Vella', 'Farrugia', 'Johansson', 'Larsen', 'Hansen', 'Fernandez', 'Lopez', 'Bianchi', 'Costa', 'Novak', 'Horvat', 'Papadopoulos', 'Ivanova', 'Tanaka', 'Sato', 'Khan', 'Patel', 'Shah', 'O\u2019Connor', 'Murphy', 'Walsh', 'Kelly', 'Brennan', 'Zammit'];
const NAME_WORDS = ['Aurora', 'Nova', 'Lucky', 'Royal', 'Crown', 'Spin', 'Golden', 'Apex', 'Blue', 'Silver', 'Atlas', 'Vertex', 'Pixel', 'Swift', 'Iron', 'Zen', 'Northern', 'Polar', 'Red', 'Emerald', 'Quantum', 'Orbit', 'Harbour', 'Summit', 'Falcon', 'Lion', 'Phoenix', 'Titan', 'Coral', 'Onyx', 'Velvet', 'Jade', 'Cobalt', 'Amber', 'Stellar', 'Vivid', 'Bright', 'Prime', 'Echo', 'Evolution'];
const SUFFIX_BY_KIND: Record<string, string[]> = {
  operator: ['Casino', 'Bet', 'Gaming Group', 'Entertainment', 'Play'],
  supplier: ['Studios', 'Games', 'Gaming', 'Interactive', 'Labs'],
  service: ['Pay', 'Payments', 'Solutions', 'Systems', 'Partners', 'Services', 'Compliance', 'Data', 'Tech'],
};
const CITIES = ['Sliema, Malta', 'Valletta, Malta', 'London, United Kingdom', 'Gibraltar', 'Douglas, Isle of Man', 'Stockholm, Sweden', 'Tallinn, Estonia', 'Riga, Latvia', 'Limassol, Cyprus', 'Toronto, Canada', 'Barcelona, Spain', 'Lisbon, Portugal', 'Berlin, Germany', 'Kraków, Poland', 'Sofia, Bulgaria', 'Willemstad, Curaçao', 'Bogotá, Colombia', 'São Paulo, Brazil'];

interface Progress {
  (message: string): void;
}

async function insertJson(db: Db, table: string, columns: string, definition: string, rows: unknown[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH));
    await db.execute(sql`insert into ${sql.raw(table)} (${sql.raw(columns)}) select ${sql.raw(columns)} from json_to_recordset(${batch}::json) as x(${sql.raw(definition)})`);
  }
}

async function countOf(db: Db, table: string): Promise<number> {
  const [row] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)}`);
  return row?.n ?? 0;
}

type CompanyKind = 'operator' | 'supplier' | 'service';

function companyKindOf(businessType: string): CompanyKind {
  if (/Operator/.test(businessType)) return 'operator';
  if (/Game Developer|Live Casino|Aggregator/.test(businessType)) return 'supplier';
  return 'service';
}

/** Writes the bulk data set; refuses to run twice on one database. Answers the totals written. */
export async function bulkSeed(db: Db, options: { scale: SeedScale; seed: number; log: Progress }): Promise<Record<string, number>> {
  const { scale, log } = options;
  const random: Prng = createPrng(options.seed);
  const [done] = await executeRows<{ key: string }>(db, sql`select key from app_meta where key = ${MARKER}`);
  if (done) throw new Error('This database already holds bulk seed data; use a fresh database (or DATA_DIR).');

  await ensureDefaultCatalogues(db);
  await ensureDefaultGameTypes(db);
  const catalogue = await catalogueIds(db);
  const businessTypes = [...catalogue.businessTypes.entries()];
  const jurisdictionIds = [...catalogue.jurisdictions.values()];
  const gameTypeIds = new Map(
    (await executeRows<{ id: number; name: string }>(db, sql`select id, name from game_types`)).map((row) => [row.name, Number(row.id)]),
  );
  const userOffset = await countOf(db, 'users');
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  // ---- users -------------------------------------------------------------------------------------
  const passwordHash = await hashPassword(BULK_PASSWORD);
  const users = Array.from({ length: scale.users }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    return {
      email: `${handle}.${userOffset + index}@bulk.paytable.test`,
      username: `${handle.replace('.', '_')}_${userOffset + index}`,
      password_hash: passwordHash,
      first_name: first,
      last_name: last,
      user_type: 'user',
      email_verified_at: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
    };
  });
  await insertJson(
    db,
    'users',
    'email, username, password_hash, first_name, last_name, user_type, email_verified_at',
    'email text, username text, password_hash text, first_name text, last_name text, user_type text, email_verified_at timestamptz',
    users,
  );
  await db.execute(sql`insert into user_roles (user_id, role) select id, 'ROLE_USER' from users where email like '%@bulk.paytable.test' on conflict do nothing`);
  log(`users: ${scale.users.toLocaleString('en-US')} (${elapsed()})`);

  // ---- companies ---------------------------------------------------------------------------------
  const names = new Set((await executeRows<{ name: string }>(db, sql`select lower(name) as name from companies`)).map((row) => row.name));
  const companies = Array.from({ length: scale.companies }, (_, index) => {
    const [typeName] = random.pick(businessTypes);
    const kind = companyKindOf(typeName);
    let name = `${random.pick(NAME_WORDS)} ${random.pick(NAME_WORDS)} ${random.pick(SUFFIX_BY_KIND[kind]!)}`;
    if (names.has(name.toLowerCase())) name = `${name} ${index}`;
    names.add(name.toLowerCase());
    const verified = random.chance(0.3);
    const created = new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString();
    return {
      name,
      website: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
      description: `${name} — ${typeName.toLowerCase()} for regulated iGaming markets.`,
      headquarters: random.pick(CITIES),
      founded_year: random.int(1998, 2024),
      status: random.chance(0.96) ? 'ACTIVE' : 'PENDING',
      verified,
      verified_at: verified ? created : null,
      approved_at: created,
      created_at: created,
      updated_at: created,
      type: typeName,
      kind,
    };
  });
  await insertJson(
    db,
    'companies',
    'name, website, description, headquarters, founded_year, status, verified, verified_at, approved_at, created_at, updated_at',
    'name text, website text, description text, headquarters text, founded_year int, status text, verified boolean, verified_at timestamptz, approved_at timestamptz, created_at timestamptz, updated_at timestamptz',
    companies,
  );
  const companyIds = new Map(
    (await executeRows<{ id: number; name: string }>(db, sql`select id, name from companies`)).map((row) => [row.name, Number(row.id)]),
  );
  const seeded = companies.map((company) => ({ ...company, id: companyIds.get(company.name)! }));
  await insertJson(
    db,
    'company_business_types',
    'company_id, business_type_id',
    'company_id int, business_type_id int',
    seeded.map((company) => ({ company_id: company.id, business_type_id: catalogue.businessTypes.get(company.type) })),
  );
  /** Each company's jurisdictions, ascending: its games are certified in some of them. */
  const licensedIn = new Map<number, number[]>();
  await insertJson(
    db,
    'company_jurisdictions',
    'company_id, jurisdiction_id',
    'company_id int, jurisdiction_id int',
    seeded.flatMap((company) => {
      const places = random.sample(jurisdictionIds, random.int(1, 4)).sort((a, b) => a - b);
      licensedIn.set(company.id, places);
      return places.map((jurisdictionId) => ({ company_id: company.id, jurisdiction_id: jurisdictionId }));
    }),
  );
  await insertJson(
    db,
    'company_privileges',
    'company_id, privilege',
    'company_id int, privilege text',
    seeded
      .filter((company) => company.status === 'ACTIVE')
      .flatMap((company) => ['admin_access', ...(company.kind === 'supplier' ? ['game_content'] : []), ...(company.kind === 'service' ? ['provider_access'] : [])].map((privilege) => ({ company_id: company.id, privilege }))),
  );
  // Staff: about two thirds of the users work somewhere; the first member of each company is its admin.
  const userIds = (await executeRows<{ id: number }>(db, sql`select id from users where email like '%@bulk.paytable.test' order by id`)).map((row) => Number(row.id));
  const memberships = userIds
    .filter(() => random.chance(0.66))
    .map((userId, index) => ({ company_id: seeded[index % seeded.length]!.id, user_id: userId, role: index < seeded.length ? 'ADMIN' : 'MEMBER', status: 'ACTIVE' }));
  await insertJson(db, 'company_members', 'company_id, user_id, role, status', 'company_id int, user_id int, role text, status text', memberships);
  log(`companies: ${scale.companies.toLocaleString('en-US')} with ${memberships.length.toLocaleString('en-US')} staff (${elapsed()})`);

  // ---- games -------------------------------------------------------------------------------------
  const suppliers = seeded.filter((company) => company.kind === 'supplier' && company.status === 'ACTIVE');
  const kindsOf = (type: string): GameKind[] => (type === 'Live Casino Studio' ? ['live'] : type === 'Game Aggregator' ? ['slots', 'table', 'live', 'crash', 'instant'] : ['slots', 'slots', 'slots', 'table', 'crash', 'instant']);
  let written = 0;
  for (const [index, supplier] of suppliers.entries()) {
    // Share the total between suppliers, with some big and many small catalogues.
    const remaining = scale.games - written;
    const share = index === suppliers.length - 1 ? remaining : Math.min(remaining, Math.max(1, Math.round((scale.games / suppliers.length) * (0.3 + random.next() * 1.4))));
    if (share <= 0) break;
    const catalogueRows = generateCatalogue(random, supplier.name, kindsOf(supplier.type), share).map((game, gameIndex) => ({
      provider_id: supplier.id,
      // Certified in one to three of the provider's jurisdictions (ascending, as the games' trigger-kept
      // copy of game_jurisdictions is), linked below from this list.
      jurisdiction_ids: (licensedIn.get(supplier.id) ?? []).filter((jurisdictionId) => (written + gameIndex + jurisdictionId) % 3 !== 0),
      game_type_id: gameTypeIds.get(game.gameTypeName) ?? null,
      name: game.name,
      description: game.description,
      themes: game.themes,
      rtp_bp: game.rtpBasisPoints,
      volatility: game.volatility,
      max_win: game.maxWin,
      paylines: game.paylines,
      mechanics: game.mechanics,
      release_date: game.releaseDate,
      languages: game.languages,
      currencies: game.currencies,
      is_active: random.chance(0.97),
    }));
    await insertJson(
      db,
      'games',
      'provider_id, jurisdiction_ids, game_type_id, name, description, themes, rtp_bp, volatility, max_win, paylines, mechanics, release_date, languages, currencies, is_active',
      'provider_id int, jurisdiction_ids int[], game_type_id int, name text, description text, themes text[], rtp_bp int, volatility text, max_win int, paylines int, mechanics text[], release_date date, languages text[], currencies text[], is_active boolean',
      catalogueRows,
    );
    written += catalogueRows.length;
    if (index % 100 === 0 || written >= scale.games) log(`games: ${written.toLocaleString('en-US')} / ${scale.games.toLocaleString('en-US')} (${elapsed()})`);
    if (written >= scale.games) break;
  }
  // The link rows from the games' lists: the games already carry them, so the sync trigger writes nothing.
  await db.execute(sql`insert into game_jurisdictions (game_id, jurisdiction_id)
    select g.id, unnest(g.jurisdiction_ids) from games g
    on conflict do nothing`);
  await db.execute(sql`insert into app_meta (key, value) values (${MARKER}, ${JSON.stringify({ seed: options.seed, ...scale })}::jsonb)`);
  // As after any bulk load: VACUUM marks the pages all-visible, so the catalogue's covering indexes answer
  // with index-only scans, and flushes the GIN pending lists the inserts filled; ANALYZE gives the
  // planner the new row counts. (Autovacuum would get there on its own, minutes later.)
  await db.execute(sql`vacuum analyze`);
  log(`game jurisdictions linked, tables vacuumed and analysed (${elapsed()})`);

  const totals: Record<string, number> = {};
  for (const table of ['users', 'companies', 'company_members', 'games', 'game_jurisdictions']) totals[table] = await countOf(db, table);
  return totals;
}
