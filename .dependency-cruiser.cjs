/**
 * Import boundaries of the whole repository, checked in CI by `npm run check:boundaries`
 * (docs/architecture.md explains each rule). An exception is a `pathNot` entry in the rule it relaxes,
 * with the reason on the line above it; there are no others.
 */

const api = '^apps/api/src';
const modules = `${api}/modules`;

/**
 * Files of a module that may use Drizzle and the db schema: its repositories, its demo seeder (which
 * writes the demo rows of its own tables in the seeding transaction) and its tests.
 */
const dataAccessFiles = [
  '(^|/)repository\\.ts$',
  '-repository\\.ts$',
  '(^|/)demo\\.ts$',
  '\\.test\\.ts$',
  // The realtime marks' statements, which a writer embeds in its own write statement so that a change and
  // its marks commit in one round trip (messaging's send).
  `${modules}/realtime/mark-statements\\.ts$`,
  // The demo-data module owns the app_meta marker row that makes seeding run once.
  `${modules}/demo-data/index\\.ts$`,
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle anywhere (type-only imports included): a cycle makes load order and ownership ambiguous.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-through-index',
      severity: 'error',
      comment: 'Another module is reached only through its index.ts (its public service), never its internals.',
      from: { path: `${modules}/([^/]+)/` },
      to: {
        path: `${modules}/[^/]+/`,
        pathNot: [`${modules}/$1/`, `${modules}/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'identity-stands-alone',
      severity: 'error',
      comment: 'auth (identity) imports no other module: business modules depend on identity, never the reverse; they react to its events or provide its ports.',
      // Its tests may seed the demo data of every module.
      from: { path: `${modules}/auth/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${modules}/`, pathNot: `${modules}/auth/` },
    },
    {
      name: 'outside-through-index',
      severity: 'error',
      comment: 'Code outside modules/ (app, scripts, platform, tests) reaches a module only through its index.ts or the registry.',
      from: { path: `${api}/`, pathNot: `${modules}/` },
      to: {
        path: `${modules}/[^/]+/`,
        pathNot: [`${modules}/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'drizzle-only-in-repositories',
      severity: 'error',
      comment: 'Only repositories (and demo seeders, tests and listed read models) touch Drizzle and the db schema.',
      from: { path: `${modules}/`, pathNot: dataAccessFiles },
      to: { path: ['^node_modules/drizzle-orm/', `${api}/db/schema/`, `${api}/db/client\\.ts$`], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'platform-not-to-modules',
      severity: 'error',
      comment: 'platform/ is the cross-cutting layer below every module: it never imports one.',
      from: { path: `${api}/platform/` },
      to: { path: `${modules}/` },
    },
    {
      name: 'db-not-to-modules',
      severity: 'error',
      comment: 'db/ (client, schema, migrations, ownership) sits below the modules.',
      from: { path: `${api}/db/` },
      to: { path: [`${modules}/`, `${api}/platform/`] },
    },
    {
      name: 'web-lib-components-one-way',
      severity: 'error',
      comment: 'The web runs one way: app → features → components/lib. lib/ and components/ never import a feature or app/.',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-not-to-app',
      severity: 'error',
      comment: 'Features never import app/ (routes, layouts, providers compose features, not the reverse).',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-no-cross-feature',
      severity: 'error',
      comment: 'Features never import each other (also an ESLint rule with a friendlier message in the editor).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'packages/contracts is shared by both apps and depends on nothing but zod.',
      from: { path: '^packages/contracts/src/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
