/**
 * Who owns each table: the one domain (a module under apps/api/src/modules) that writes it and answers
 * for it. Another module reads or writes it only through the owner's index.ts, through a read model
 * listed below, or through an exception listed below with its reason. ownership.test.ts scans every
 * module's source for table references and fails on anything else.
 */
export const tableOwners = {
  // platform: a key-value table of installation facts; each module owns the keys it writes (markers).
  app_meta: 'platform',
  // platform: per-day counters and rollups; each module owns the series it writes (daily-counters.ts, daily-rollups.ts).
  daily_counters: 'platform',
  daily_rollups: 'platform',
  users: 'auth',
  user_roles: 'auth',
  refresh_tokens: 'auth',
  people_last_seen: 'auth',
  auth_tokens: 'auth',
  two_factor_credentials: 'auth',
  two_factor_recovery_codes: 'auth',
  passkey_credentials: 'auth',
  passkey_challenges: 'auth',
  trusted_devices: 'auth',
  security_events: 'auth',
  business_types: 'catalog',
  license_jurisdictions: 'catalog',
  companies: 'companies',
  company_list_entries: 'companies',
  company_business_types: 'companies',
  company_jurisdictions: 'companies',
  company_members: 'companies',
  company_privileges: 'companies',
  user_privileges: 'companies',
  privilege_requests: 'companies',
  company_invitations: 'companies',
  user_connections: 'connections',
  user_blocks: 'connections',
  company_connections: 'connections',
  contact_messages: 'contact',
  documentation_versions: 'content',
  game_types: 'games',
  games: 'games',
  game_jurisdictions: 'games',
  game_themes: 'games',
  game_jurisdiction_listings: 'games',
  showcase_listings: 'marketplace',
  company_certifications: 'marketplace',
  notifications: 'notifications',
  notification_preferences: 'notifications',
  notification_emails: 'notifications',
  notification_broadcasts: 'notifications',
  push_subscriptions: 'notifications',
  direct_messages: 'messaging',
  direct_conversations: 'messaging',
  group_chats: 'messaging',
  group_chat_members: 'messaging',
  group_messages: 'messaging',
  profiles: 'profiles',
  profile_experiences: 'profiles',
  profile_education: 'profiles',
  profile_skills: 'profiles',
  profile_certifications: 'profiles',
  profile_projects: 'profiles',
  realtime_marks: 'realtime',
  jobs: 'jobs',
  job_applications: 'jobs',
  job_application_events: 'jobs',
  saved_job_searches: 'jobs',
  press_releases: 'press',
  press_search_entries: 'press',
  press_release_images: 'press',
  press_release_daily_stats: 'press',
  press_release_visitors: 'press',
  press_follows: 'press',
  support_tickets: 'support',
  support_ticket_messages: 'support',
  support_ticket_attachments: 'support',
  support_contract_slas: 'support',
  bug_reports: 'feedback',
  bug_report_screenshots: 'feedback',
  suggestions: 'feedback',
  suggestion_votes: 'feedback',
  suggestion_comments: 'feedback',
  qa_categories: 'feedback',
  qa_tasks: 'feedback',
  qa_task_steps: 'feedback',
  qa_test_runs: 'feedback',
  qa_run_steps: 'feedback',
  integration_types: 'integrations',
  integration_endpoints: 'integrations',
  payload_structures: 'integrations',
  company_integration_settings: 'integrations',
  partnerships: 'integrations',
  webhook_deliveries: 'integrations',
  webhook_delivery_attempts: 'integrations',
  delivery_manifests: 'integrations',
  events: 'events',
  event_attendees: 'events',
  event_meetings: 'events',
  event_calendar_feeds: 'events',
  event_location_shares: 'events',
  event_saved_locations: 'events',
  currencies: 'accounting',
  exchange_rates: 'accounting',
  ledger_accounts: 'accounting',
  accounting_periods: 'accounting',
  journal_entries: 'accounting',
  journal_lines: 'accounting',
  document_series: 'accounting',
  invoices: 'accounting',
  invoice_lines: 'accounting',
  invoice_payments: 'accounting',
  credit_notes: 'accounting',
  credit_note_applications: 'accounting',
  credit_control_rules: 'accounting',
  credit_control_actions: 'accounting',
  provider_payouts: 'accounting',
  billing_profiles: 'accounting',
  document_parties: 'accounting',
  platform_settings: 'admin',
  platform_setting_changes: 'admin',
  prospects: 'admin',
} as const;

/** Tables the migrations create without a Drizzle schema: storage of the search read model (db/read-models/). */
export const sqlOnlyTableOwners = {
  game_search_documents: 'search',
  search_words: 'search',
} as const;

export type TableName = keyof typeof tableOwners | keyof typeof sqlOnlyTableOwners;

/** The owning domain of a table, whether the schema or the migrations alone declare it. */
export const ownerOf = (table: string): string | undefined =>
  (tableOwners as Record<string, string>)[table] ?? (sqlOnlyTableOwners as Record<string, string>)[table];

/**
 * Read models: modules whose job is to project other domains' tables (a search index, a report), and
 * which may therefore read any table. They never write another domain's table.
 */
export const readModelModules: Record<string, string> = {
  search: 'The search read model: one query answers across companies, games and people (docs/search.md).',
  admin: "Admin reporting: counts and lists across domains for the platform's back office.",
};

/**
 * Tables some non-owner module references, each with the reason. Keep this list short: the usual fix
 * is a function in the owner's index.ts, or a domain event.
 */
export const crossDomainExceptions: { module: string; tables: readonly TableName[]; reason: string }[] = [
  {
    module: 'catalog',
    tables: ['app_meta'],
    reason: 'Markers in app_meta record that the default catalogue was written once per installation.',
  },
  {
    module: 'games',
    tables: ['app_meta'],
    reason: 'A marker in app_meta records that the default game types were written once per installation.',
  },
  {
    module: 'demo-data',
    tables: ['app_meta'],
    reason: 'A marker in app_meta, written in the seeding transaction, makes demo seeding run once.',
  },
  {
    module: 'catalog',
    tables: ['company_business_types', 'company_jurisdictions'],
    reason:
      'An entry still referenced by a company cannot be deleted; companies depends on catalog, so catalog checks the reference rows (which point at its own) instead of calling companies, which would be an import cycle.',
  },
  {
    module: 'companies',
    tables: ['users', 'business_types', 'license_jurisdictions'],
    reason:
      'Staff lists, member search and company pages join the member name/e-mail and the catalogue names in one statement per page; the catalogue and accounts are read, never written.',
  },
  {
    module: 'connections',
    tables: ['users', 'companies', 'company_members', 'company_jurisdictions'],
    reason:
      'Network lists and suggestions join the person card (networkUserColumns) and rank people by shared company and jurisdictions in one statement; read only.',
  },
  {
    module: 'messaging',
    tables: ['users', 'user_connections', 'user_blocks', 'company_members'],
    reason:
      'Sending a message checks connection, block and colleague status inside the one statement that inserts it (one round trip, no race between check and send); lists join the person card. Read only.',
  },
  {
    module: 'notifications',
    tables: ['users', 'user_roles', 'companies', 'company_members', 'company_business_types', 'business_types'],
    reason:
      "A broadcast's audience (everyone, a role, a business type, one company) is resolved in one INSERT … SELECT that writes a notice per recipient, so a 10,000-person broadcast is one statement, not 10,000 service calls; recipients' names and e-mail addresses are joined for mail. Read only.",
  },
  {
    module: 'profiles',
    tables: ['users'],
    reason: 'users.profile_image is the profile photo column, written by the profiles module (db/schema/auth.ts says so).',
  },
  {
    module: 'games',
    tables: ['companies', 'license_jurisdictions', 'company_business_types', 'company_jurisdictions', 'company_privileges'],
    reason:
      'Game lists join the supplier name and jurisdiction codes in one statement (read only); the demo seeder creates its approved studios directly, as the companies module has no service that founds an approved company.',
  },
  {
    module: 'marketplace',
    tables: ['companies', 'games', 'business_types', 'license_jurisdictions'],
    reason: 'Showcase and certification lists join the company, game and catalogue names in one statement; read only.',
  },
  {
    module: 'jobs',
    tables: ['companies', 'company_business_types', 'users'],
    reason:
      "The board's one paged statement filters on the company's status and business type and joins its card (name, logo, verified); application lists and stage histories join the applicant's and actor's name and e-mail. Read only.",
  },
  {
    module: 'press',
    tables: ['companies', 'users'],
    reason:
      "The public list's one paged statement filters on the company's status and joins its card (name, logo, verified); the admin's compliance list joins the confirming author's name. Read only.",
  },
  {
    module: 'support',
    tables: ['users', 'user_roles', 'companies'],
    reason:
      "The desk's one paged statement joins the requester's, assignee's and authors' names and the company name; the support team (who may be assigned) is read from the accounts' roles. Read only.",
  },
  {
    module: 'feedback',
    tables: ['users', 'user_roles'],
    reason:
      "Bug report, suggestion and test run lists join the reporter's, author's, assignee's and tester's name in their one paged statement; who may be assigned a bug report (admins) is read from the accounts' roles. Read only.",
  },
  {
    module: 'integrations',
    tables: ['companies', 'company_business_types', 'company_jurisdictions', 'company_certifications', 'company_connections', 'license_jurisdictions', 'company_privileges'],
    reason:
      "Partnership lists and the delivery log join both company names; provider discovery ranks every candidate by business type, jurisdictions and verified certifications in common (with the jurisdiction names) and existing connections in one statement; every send and every delivery attempt reads whether the sending company is still active and holds company_integrations, in the statement it already runs. Read only.",
  },
  {
    module: 'events',
    tables: ['companies', 'users', 'profiles'],
    reason:
      "Event lists join the organiser's card (name, logo, verified, status) and attendee lists the person's name, photo, job title and company in one paged statement; read only.",
  },
  {
    module: 'accounting',
    tables: ['companies'],
    reason:
      'Journal, invoice, credit note and aging pages join the company name in the one paged statement (and search matches it); a new invoice checks its company exists; usage billing reads the names and contact e-mails of the billed companies. Read only.',
  },
];
