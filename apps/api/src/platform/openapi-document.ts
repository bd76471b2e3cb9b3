import { errorCatalogue } from '@paytable/contracts';
import type { Access } from './access';
import { refusalStatuses } from './access-description';

/** The parts of an OpenAPI 3.1 document this module edits; the rest passes through untouched. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown>; [key: string]: unknown };
  tags?: { name: string; description: string }[];
  [key: string]: unknown;
}
interface Operation {
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  'x-access'?: Access;
  /** The route's rate limit, per person: at most `max` calls per `windowSeconds`. */
  'x-rate-limit'?: { max: number; windowSeconds: number };
  [key: string]: unknown;
}

/** The shared error answers: `#/components/responses/<name>`, one per status of the seed's catalogue. */
const errorResponses: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The input is invalid: `VALIDATION_FAILED` with the first problem as `message` and every problem in `details`, or a business rule the request breaks.' },
  401: { name: 'Unauthorized', description: 'No valid access token: sign in (or refresh the token) and retry.' },
  403: { name: 'Forbidden', description: 'Signed in, but without the role, company privilege or company admin rights this operation needs.' },
  404: { name: 'NotFound', description: "Nothing with this id that the caller may see: another company's or another user's resource answers 404 too." },
  409: { name: 'Conflict', description: 'The request conflicts with the current state (a name already taken, a request no longer open).' },
  413: { name: 'PayloadTooLarge', description: 'The body or the uploaded file is over its size limit.' },
  415: { name: 'UnsupportedMediaType', description: 'The content type is not one this operation accepts.' },
  422: { name: 'UnprocessableEntity', description: 'Well-formed, but a business rule refuses it.' },
  429: { name: 'TooManyRequests', description: 'An abuse limit was reached; retry after the `retry-after` header.' },
  500: { name: 'InternalError', description: 'An unexpected error; the answer carries `requestId` to quote.' },
  502: { name: 'BadGateway', description: 'An upstream service answered badly.' },
  503: { name: 'ServiceUnavailable', description: 'The service (or one of its dependencies) is not available right now.' },
  504: { name: 'GatewayTimeout', description: 'An upstream service did not answer in time.' },
};

/** Hand-written descriptions of the tags; a tag without one fails the document test. */
export const tagDescriptions: Record<string, string> = {
  system: 'Liveness and the public status of the platform and its dependencies.',
  auth: 'Accounts and sessions: registration, e-mail verification, login, token refresh, logout, password reset and the signed-in profile.',
  'business types': 'The catalogue of company business types (operator, game supplier, payment provider…); admins edit it.',
  'license jurisdictions': 'The catalogue of gambling licence jurisdictions; admins edit it.',
  companies: 'Company profiles: the public directory of approved companies, creation, edits and logos by their company admins.',
  'company association': "The signed-in user's link to a company: join an existing one, found a new one, or leave.",
  'company staff': "A company admin's view of the company's people: join requests, enabling and removing staff, invitations.",
  'user privileges': "A company admin grants the company's privileges to its staff.",
  'company privileges': 'Privileges a company holds (jobs, press, events, game content…): the catalogue, requests by company admins, decisions by platform admins.',
  'admin: companies': 'Platform admins approve, verify, deactivate and inspect companies.',
  'admin: user privileges': "Platform admins read and change any user's company privileges.",
  'admin: users': 'Platform admins list, enable and disable accounts.',
  'admin: settings':
    'Platform settings (registration mode, maintenance banner, default page size, upload limit, mail sender), applied by every instance at once, with the audit log of every change; the public banner.',
  'admin: prospects': 'The admin team\'s list of companies to invite: status, owner, notes, next step, invitation by e-mail, linked on registration.',
  'admin: user roles': 'Platform admins assign and remove platform roles.',
  'admin: security log': "Platform admins read everyone's security events (sign-ins, failures, lockouts, two-factor changes, key regenerations, role and privilege changes), filtered by person, type and day.",
  'admin: reporting': 'The admin overview: platform figures across every domain, shown to each admin role as far as it may act on them.',
  news: 'Industry news gathered from the configured feeds.',
  'business essentials': 'The curated directory of services a new iGaming business needs, with verified providers from the marketplace.',
  documentation: 'Documentation pages kept as Markdown with their version history, rendered to sanitized HTML; admins edit them.',
  contact: 'The public contact form.',
  files: 'Stored images (company logos, profile pictures, game tiles) served by path.',
  profiles: 'Member profiles: the signed-in member edits its own profile, sections and picture; members read each other.',
  connections: 'The professional network: connection requests, connections, suggestions and blocking.',
  'company-connections': "Company-to-company connections, acting for the caller's own company.",
  messages: 'Direct messages between connections and colleagues.',
  'group-chats': 'Group conversations; only their members see them.',
  games: 'The casino games catalogue: public listings, and game management by providers holding `game_content`.',
  'game types': 'The catalogue of game types; admins edit it.',
  showcase: "The services marketplace: listings of providers' offerings, managed by their companies and featured by admins.",
  certifications: 'Company certifications and licences: companies submit them, platform reviewers verify them, badges show them.',
  jobs: 'The jobs market: the public board with typo-tolerant search, job postings managed by companies holding `company_jobs`, applications with stages and private PDF CVs, saved searches with alerts.',
  press: 'Press releases: companies holding `company_press` write, schedule, embargo and publish releases with images; the public list, search and downloads (PDF, HTML, Markdown, text); reader analytics; followers notified; the compliance warning and its admin list.',
  events: 'Industry events: public and signed-in lists, text, date, country, type and location search (nearest first), company events managed with `company_events`, attendance, linked side events, images and iCalendar files.',
  accounting: 'The platform books: a double-entry ledger that always balances (chart of accounts, journal entries draft → posted → reversed, closed periods), invoices with gapless numbers, payments and PDFs, credit notes, credit control and aging, currencies and rates, reports and exports; companies holding `company_reporting` see their invoices and earnings.',
  search: 'Full-text search across companies, games, products, business types and (for members) people.',
  realtime: 'Long-poll delivery of live changes (messages, requests, privileges) to the signed-in user.',
  notifications:
    "The signed-in user's notices: the in-app list and unread count, preferences per type and channel, quiet hours, web push subscriptions, the mails sent to them, and test sends.",
  'admin: notifications':
    'Platform admins broadcast notices to an audience, follow their delivery, list push subscribers, export the proof of notice and retry dead background jobs.',
  support:
    'The support desk: customers open tickets with private attachments and follow their threads; support staff filter, assign, escalate, merge, write internal notes (never shown to the customer) and track SLA targets on business hours.',
  'bug reports':
    'Signed-in members report problems with steps, severity, screenshots (private, re-encoded images) and, with their consent, the last 50 error reports of their browser; admins triage them (status, assignee, duplicate of).',
  suggestions: 'Members propose improvements, vote once each and comment; admins set the status (under review, planned, done, declined) with a public answer.',
  qa: 'Quality assurance for admins: categories, tasks with ordered steps and expected results, test runs recorded step by step (pass, fail or blocked with notes and screenshots) and their results per week and category.',
  'integration catalogue': 'Integration types (billing model, fees, business types), their endpoints and versioned JSON Schema payload structures; platform admins edit them.',
  'company integrations': "A company's integration settings (signing secret, API key, recipient and test URLs), test events and the delivery log with resend and recovery; for holders of `company_integrations`.",
  'integration events': "A partner's system sends a signed event to the other side of an active partnership, authenticated by its API key (`x-api-key`).",
  partnerships: 'Partnerships between a requesting company and a provider over one integration type: request, approve, reject, activate, suspend, terminate; discovery and analytics.',
};

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
const pascal = (word: string) => word.replace(/(^|[-_ ])([a-z0-9])/gi, (_all, _sep: string, char: string) => char.toUpperCase());

/** `getCompaniesById` for GET /api/v1/companies/:id — unique because a method and a path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v\d+/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') || segment.startsWith('{') ? `By${pascal(segment.replace(/[:{}]/g, ''))}` : pascal(segment.replace(/[^A-Za-z0-9_ -]/g, '-'))));
  return `${method.toLowerCase()}${words.join('')}`;
}

const isErrorEnvelope = (response: unknown): boolean =>
  JSON.stringify(response).includes('"#/components/schemas/ErrorEnvelope"');

/** The error statuses an operation can answer: what it declared, its policy's refusals, 400 for any input. */
function errorStatuses(operation: Operation): number[] {
  const declared = Object.keys(operation.responses ?? {})
    .map(Number)
    .filter((status) => status >= 400);
  const hasInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
  const fromPolicy = operation['x-access'] ? refusalStatuses(operation['x-access']) : [];
  const fromLimit = operation['x-rate-limit'] ? [429] : [];
  return [...new Set([...declared, ...fromPolicy, ...fromLimit, ...(hasInput ? [400] : [])])].sort((a, b) => a - b);
}

/** A JSON request body whose schema is an example-bearing component shows that example. */
function addExample(operation: Operation, examples: ReadonlyMap<string, unknown>) {
  const media = (operation.requestBody as { content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> } | undefined)?.content?.[
    'application/json'
  ];
  const component = media?.schema?.$ref?.replace('#/components/schemas/', '');
  if (media && component !== undefined && examples.has(component)) media.example = examples.get(component);
}

function finishOperation(operation: Operation) {
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const code = Number(status);
    if (code >= 400) continue;
    const described = response as { description?: string };
    responses[status] = described.description === 'Default Response' ? { ...described, description: code === 201 ? 'Created' : code === 302 ? 'Redirect' : 'Success' } : response;
  }
  for (const status of errorStatuses(operation)) {
    const own = operation.responses?.[status];
    const shared = errorResponses[status];
    if (shared && (own === undefined || isErrorEnvelope(own))) responses[status] = { $ref: `#/components/responses/${shared.name}` };
    else {
      // An error answer with its own body (the health check's 503 carries the checks): keep it, named.
      const described = own as { description?: string };
      responses[status] = described.description === 'Default Response' ? { ...described, description: shared?.description ?? 'Error' } : own;
    }
  }
  operation.responses = responses;
}

/** Components no operation (or other used component) refers to are dropped. */
function pruneSchemas(document: OpenApiDocument) {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const { components, ...rest } = document;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    const text = JSON.stringify(value);
    for (const match of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = match[1]!;
      if (used.has(name)) continue;
      used.add(name);
      visit(schemas[name]);
    }
  };
  visit(rest);
  visit({ ...components, schemas: undefined });
  document.components = { ...components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) };
}

/**
 * The last pass over the generated document: named error responses (shared components instead of
 * 'Default Response'), tags defined with their descriptions, and no unused component schemas.
 */
export function finishDocument(document: OpenApiDocument, examples: ReadonlyMap<string, unknown> = new Map()): OpenApiDocument {
  const tags = new Set<string>();
  for (const path of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(path)) {
      if (!httpMethods.has(method)) continue;
      finishOperation(operation);
      addExample(operation, examples);
      for (const tag of operation.tags ?? []) tags.add(tag);
    }
  }
  const referenced = JSON.stringify(document.paths ?? {});
  const responses = Object.fromEntries(
    Object.entries(errorResponses)
      .filter(([, { name }]) => referenced.includes(`"#/components/responses/${name}"`))
      .map(([status, { name, description }]) => {
      const entry = errorCatalogue[Number(status) as keyof typeof errorCatalogue];
      return [
        name,
        {
          description,
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/ErrorEnvelope' },
              example: { success: false, code: entry.code, message: entry.message },
            },
          },
        },
      ];
    }),
  );
  document.components = { ...document.components, responses };
  // In the order the modules register their routes, which is the order the UI lists them in.
  document.tags = [...tags].map((name) => ({ name, description: tagDescriptions[name] ?? '' }));
  pruneSchemas(document);
  return document;
}
