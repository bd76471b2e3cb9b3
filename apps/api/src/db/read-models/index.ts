/**
 * The read models of the database: tables (or columns) that triggers keep equal to what their sources
 * say, so that a list or a search reads one table instead of joining several. Each has one file here,
 * `<name>.sql`, holding the current SQL of its functions and triggers, which the migrator applies (in the
 * order of this list) whenever the file changed; apps/api/test/read-models.test.ts checks that the file is
 * what the migrated database holds. Each has a test that proves what is stored equals what the sources say.
 * docs/read-models.md is the overview.
 */
export interface ReadModel {
  name: string;
  summary: string;
  /** What it stores. */
  stores: string;
  /** The tables whose writes it follows. */
  sources: string[];
  /** The SQL functions that are part of it (their triggers follow). */
  functions: string[];
  /** The test that proves stored = live. */
  proof: string;
}

export const readModels: ReadModel[] = [
  {
    name: 'company-list-entries',
    summary: 'One row per company with everything the public company list filters, sorts and shows.',
    stores: 'company_list_entries',
    sources: ['companies', 'company_business_types', 'company_jurisdictions', 'business_types', 'license_jurisdictions'],
    functions: [
      'company_list_entry',
      'company_list_entries_refresh',
      'companies_list_entries_inserted',
      'companies_list_entry_updated',
      'company_links_list_entries_changed',
      'business_types_list_entries_renamed',
      'license_jurisdictions_list_entries_renamed',
    ],
    proof: 'apps/api/src/modules/companies/list-entries.test.ts',
  },
  {
    name: 'game-listing-columns',
    summary: "Columns of games copied from their sources, so the catalogue filters a game's own row.",
    stores: 'games.provider_active, games.jurisdiction_ids',
    sources: ['companies (status)', 'game_jurisdictions'],
    functions: ['games_sync_provider_active', 'companies_sync_games_provider_active', 'game_jurisdictions_sync_games'],
    proof: 'apps/api/test/read-models.test.ts',
  },
  {
    name: 'company-active-listings',
    summary: "Each job's and press release's copy of its company's state, so the public lists filter their own rows.",
    stores: 'jobs.company_active, press_releases.company_active',
    sources: ['companies (status)', 'jobs (company_id)', 'press_releases (company_id)'],
    functions: ['listings_sync_company_active', 'companies_sync_listings_company_active'],
    proof: 'apps/api/test/read-models.test.ts',
  },
  {
    name: 'press-search-entries',
    summary: 'One narrow row per release the public may list, for the public list\'s search.',
    stores: 'press_search_entries',
    sources: ['press_releases'],
    functions: ['press_releases_sync_search_entry'],
    proof: 'apps/api/test/read-models.test.ts',
  },
  {
    name: 'game-themes',
    summary: 'One row per (theme, game) with the listing columns, for the catalogue filtered by theme.',
    stores: 'game_themes',
    sources: ['games'],
    functions: ['games_sync_themes'],
    proof: 'apps/api/test/read-models.test.ts',
  },
  {
    name: 'game-jurisdiction-listings',
    summary: 'One row per (jurisdiction, game) with the listing columns, for the catalogue filtered by jurisdiction.',
    stores: 'game_jurisdiction_listings',
    sources: ['games'],
    functions: ['games_sync_jurisdiction_listings'],
    proof: 'apps/api/test/read-models.test.ts',
  },
  {
    name: 'game-search-documents',
    summary: 'The stripped search vector and sort name of every listed game, so a game search is index-only.',
    stores: 'game_search_documents',
    sources: ['games'],
    functions: ['games_sync_search_document'],
    proof: 'apps/api/test/read-models.test.ts',
  },
  {
    name: 'search',
    summary: "The search dictionary (every word of the searched names, for spelling corrections) and search's SQL functions.",
    stores: 'search_words',
    sources: ['companies', 'games', 'showcase_listings', 'business_types', 'users', 'jobs'],
    functions: ['search_words_collect', 'search_tsquery', 'search_matches'],
    proof: 'apps/api/test/read-models.test.ts (dictionary); apps/api/src/platform/text-search.test.ts (functions)',
  },
  {
    name: 'principal-changes',
    summary:
      'Not a stored projection: triggers that notify every change of an account, its roles or its sessions on principal_changes, which the access cache listens to.',
    stores: 'nothing (NOTIFY principal_changes)',
    sources: ['users', 'user_roles', 'refresh_tokens'],
    functions: ['principal_changes_notify', 'users_principal_changed', 'user_roles_principal_changed', 'refresh_tokens_principal_changed'],
    proof: 'apps/api/src/modules/auth/principal-cache.test.ts',
  },
  {
    name: 'accounting-ledger',
    summary:
      'Not a stored projection: the guarantees of the ledger. A posted journal entry balances in each currency (a deferred constraint trigger); nothing posted is changed or deleted but its reversal mark; nothing posts into a closed period.',
    stores: 'nothing (refuses writes)',
    sources: ['journal_entries', 'journal_lines', 'accounting_periods'],
    functions: ['journal_entry_balanced', 'journal_entry_guard', 'journal_line_guard'],
    proof: 'apps/api/src/modules/accounting/accounting.test.ts',
  },
];
