import { z } from 'zod';
import { idListSchema, idParamSchema, idSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';
import { UrlMessage } from '../common/urls';

// ---------------------------------------------------------------------------------------------------
// Self-service integrations and partnerships (seed 001 §3 Company integration settings, Integration type,
// Integration endpoint, Payload structure, Partnership state; §7 the calls; seed 000 §2 the screens).
// The seed names the calls and a few fields; statuses, rules and the delivery scheme are ours
// (docs/integrations.md). Deliveries follow the Standard Webhooks specification.
// ---------------------------------------------------------------------------------------------------

export const INTEGRATION_LIMITS = {
  nameMax: 120,
  identifierMax: 60,
  descriptionMax: 4_000,
  reasonMax: 1_000,
  urlMax: 2_048,
  /** Basis points: 10,000 is 100 %. */
  percentageBpsMax: 10_000,
  /** Fees in minor units: up to one million of a currency's major unit per request. */
  feeMax: 100_000_000,
  schemaBytesMax: 64_000,
  payloadBytesMax: 256_000,
} as const;

/** Seed 001 §9: the version of an integration type is fixed at 1.0. */
export const INTEGRATION_TYPE_VERSION = '1.0';

/** Standard Webhooks: the retry schedule after a failed attempt, in seconds (then the delivery fails). */
export const DELIVERY_RETRY_SCHEDULE_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
/** A 2xx within this time is a success. */
export const DELIVERY_TIMEOUT_MS = 15_000;
/** An endpoint failing this long without a success is disabled. */
export const ENDPOINT_DISABLE_AFTER_MS = 5 * 24 * 3600 * 1000;
/** Receivers refuse timestamps further than this from their clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** After a rotation the previous secret still signs, and a replaced API key still authenticates, for this long. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 3600 * 1000;

const enumOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const billingModels = ['PER_REQUEST', 'PERCENTAGE', 'FLAT_MONTHLY', 'HYBRID'] as const;
export const billingModelSchema = enumOf(billingModels, 'Billing model');
export type BillingModel = z.infer<typeof billingModelSchema>;
export const billingModelLabels: Record<BillingModel, string> = {
  PER_REQUEST: 'Per request',
  PERCENTAGE: 'Percentage of volume',
  FLAT_MONTHLY: 'Flat monthly fee',
  HYBRID: 'Per request plus percentage',
};

export const payloadDirections = ['REQUEST', 'RESPONSE'] as const;
export const payloadDirectionSchema = enumOf(payloadDirections, 'Direction');
export type PayloadDirection = z.infer<typeof payloadDirectionSchema>;

export const partnershipStatuses = ['PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'REJECTED', 'TERMINATED'] as const;
export type PartnershipStatus = (typeof partnershipStatuses)[number];
export const partnershipStatusLabels: Record<PartnershipStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
  REJECTED: 'Rejected',
  TERMINATED: 'Terminated',
};
export const partnershipActions = ['approve', 'reject', 'activate', 'suspend', 'terminate'] as const;
export type PartnershipAction = (typeof partnershipActions)[number];
/** The legal transitions: from which statuses each action moves, and to what. */
export const partnershipTransitions: Record<PartnershipAction, { from: readonly PartnershipStatus[]; to: PartnershipStatus; needsReason: boolean }> = {
  approve: { from: ['PENDING'], to: 'APPROVED', needsReason: false },
  reject: { from: ['PENDING'], to: 'REJECTED', needsReason: true },
  activate: { from: ['APPROVED', 'SUSPENDED'], to: 'ACTIVE', needsReason: false },
  suspend: { from: ['ACTIVE'], to: 'SUSPENDED', needsReason: true },
  terminate: { from: ['APPROVED', 'ACTIVE', 'SUSPENDED'], to: 'TERMINATED', needsReason: true },
};

export const deliveryStatuses = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
export const deliveryTriggers = ['EVENT', 'TEST', 'RETRY', 'RESEND', 'RECOVER', 'MANIFEST'] as const;
export type DeliveryTrigger = (typeof deliveryTriggers)[number];

/** Messages the server answers with (the seed's failure texts are in IntegrationFailure). */
export const IntegrationMessage = {
  typeNotFound: 'Integration type not found',
  typeCreated: 'Integration type created',
  typeUpdated: 'Integration type updated',
  typeDeleted: 'Integration type deleted',
  typeInUse: 'This integration type has partnerships; deactivate it instead',
  identifierTaken: 'An integration type with this identifier already exists',
  endpointNotFound: 'Integration endpoint not found',
  endpointCreated: 'Integration endpoint created',
  endpointUpdated: 'Integration endpoint updated',
  endpointDeleted: 'Integration endpoint deleted',
  eventTypeTaken: 'This integration type already has an endpoint for this event type',
  payloadNotFound: 'Payload structure not found',
  payloadCreated: 'Payload structure created',
  payloadUpdated: 'Payload structure updated',
  payloadDeleted: 'Payload structure deleted',
  invalidSchema: 'The payload structure is not a valid JSON Schema',
  settingsUpdated: 'Integration settings updated',
  secretRegenerated: 'New signing secret created. Copy it now: it is shown only once. The previous secret keeps signing for 24 hours.',
  apiKeyCreated: 'New API key created. Copy it now: it is shown only once.',
  apiKeyExists: 'The company already has an API key; regenerate it to replace it',
  apiKeyCompanyBarred: 'This API key’s company is inactive or no longer holds the integrations privilege',
  urlHttps: UrlMessage.https,
  urlInvalid: UrlMessage.invalid,
  urlPrivate: UrlMessage.private,
  urlUnresolvable: UrlMessage.unresolvable,
  noTestEndpoint: 'Set a test endpoint URL first',
  noSecret: 'Create a signing secret first',
  manifestNotFound: 'Manifest not found',
  partnershipNotFound: 'Partnership not found',
  partnershipRequested: 'Partnership requested',
  partnershipUpdated: 'Partnership updated',
  partnershipDeleted: 'Partnership request deleted',
  transitionNotAllowed: 'This partnership change is not allowed',
  reasonRequired: 'A reason is required',
  ownCompany: 'A company cannot partner with itself',
  partnerNotFound: 'Partner company not found',
  typeInactive: 'This integration type is not active',
  duplicatePartnership: 'A partnership with this company for this integration type already exists',
  onlyProviderDecides: 'Only the provider decides on a request',
  onlyRequesterDeletes: 'Only the requesting company deletes a pending request',
  partnershipNotActive: 'Deliveries flow only while the partnership is active',
  apiKeyInvalid: 'A valid API key is required',
  receiverNotConfigured: 'The partner has not set a recipient endpoint URL',
  endpointDisabled: 'The partner’s endpoint is disabled',
  payloadInvalid: 'The payload does not match its payload structure',
  deliveryNotFound: 'Delivery not found',
  deliveryQueued: 'Delivery queued',
  recovered: 'Failed deliveries queued again',
} as const;

/** Seed 001 §8: the client's default failure texts. */
export const IntegrationFailure = {
  fetchSettings: 'Failed to fetch settings',
  fetchIntegrations: 'Failed to fetch integrations',
  regenerateSecret: 'Failed to regenerate HMAC secret',
  updateRecipient: 'Failed to update recipient endpoint URL',
  generateKey: 'Failed to generate API key',
  regenerateKey: 'Failed to regenerate API key',
  fetchTypes: 'Failed to fetch integration types',
  createType: 'Failed to create integration type',
  updateType: 'Failed to update integration type',
  deleteType: 'Failed to delete integration type',
  fetchEndpoints: 'Failed to fetch integration endpoints',
  createEndpoint: 'Failed to create integration endpoint',
  updateEndpoint: 'Failed to update integration endpoint',
  deleteEndpoint: 'Failed to delete integration endpoint',
  fetchPayloads: 'Failed to fetch payload structures',
  createPayload: 'Failed to create payload structure',
  updatePayload: 'Failed to update payload structure',
  deletePayload: 'Failed to delete payload structure',
  fetchPartnerships: 'Failed to fetch partnerships',
  fetchOutgoing: 'Failed to fetch outgoing requests',
} as const;

const text = (label: string, max: number) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is at most ${max} characters`);
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} is at most ${max} characters`).optional().default('');
const currencySchema = z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO 4217 code');
const minorUnits = (label: string) =>
  z.number({ error: `${label} must be a number` }).int(`${label} is in minor units (a whole number)`).min(0, `${label} cannot be negative`).max(INTEGRATION_LIMITS.feeMax, `${label} is too large`);
/** A percentage with at most two decimals (0–100), carried as basis points so no money is a float. */
const percentage = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(100, `${label} is at most 100`)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), `${label} has at most two decimals`);

// ---- integration types --------------------------------------------------------------------------------

export const integrationTypeInputSchema = z.object({
  name: text('Name', INTEGRATION_LIMITS.nameMax),
  integrationIdentifier: z
    .string({ error: 'Integration identifier is required' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9._-]{1,59}$/, 'Integration identifier: 2–60 lower-case letters, digits, dots, dashes or underscores, starting with a letter'),
  description: optionalText('Description', INTEGRATION_LIMITS.descriptionMax),
  isActive: z.boolean().optional().default(false),
  billingModel: billingModelSchema.optional().default('PER_REQUEST'),
  isFinancialIntegration: z.boolean().optional().default(false),
  currency: currencySchema.optional().default('EUR'),
  senderBillingPercentage: percentage('Sender percentage').optional().default(0),
  senderPerRequestFee: minorUnits('Sender per-request fee').optional().default(0),
  receiverBillingPercentage: percentage('Receiver percentage').optional().default(0),
  receiverPerRequestFee: minorUnits('Receiver per-request fee').optional().default(0),
  monthlyFee: minorUnits('Monthly fee').optional().default(0),
  providerBusinessTypes: idListSchema('Provider business types', 50).optional().default([]),
  consumerBusinessTypes: idListSchema('Consumer business types', 50).optional().default([]),
});
export type IntegrationTypeInput = z.input<typeof integrationTypeInputSchema>;

export const integrationTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  integrationIdentifier: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  billingModel: billingModelSchema,
  isFinancialIntegration: z.boolean(),
  currency: z.string(),
  senderBillingPercentage: z.number(),
  senderPerRequestFee: z.number(),
  receiverBillingPercentage: z.number(),
  receiverPerRequestFee: z.number(),
  monthlyFee: z.number(),
  providerBusinessTypes: z.array(z.number()),
  consumerBusinessTypes: z.array(z.number()),
  version: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IntegrationType = z.infer<typeof integrationTypeSchema>;

const booleanQuery = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean().optional());
export const integrationTypesQuerySchema = z.object({ activeOnly: booleanQuery });
export const integrationTypeSearchQuerySchema = z.object({ q: z.string().trim().max(100).optional(), activeOnly: booleanQuery });

// ---- endpoints and payload structures -----------------------------------------------------------------

export const integrationEndpointInputSchema = z.object({
  integrationTypeId: idSchema('Integration type'),
  name: text('Name', INTEGRATION_LIMITS.nameMax),
  eventType: z
    .string({ error: 'Event type is required' })
    .trim()
    .regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/, 'Event type is dotted lower-case words, e.g. wallet.debit'),
  description: optionalText('Description', INTEGRATION_LIMITS.descriptionMax),
});
export type IntegrationEndpointInput = z.input<typeof integrationEndpointInputSchema>;
export const integrationEndpointSchema = z.object({
  id: z.number(),
  integrationTypeId: z.number(),
  name: z.string(),
  eventType: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IntegrationEndpoint = z.infer<typeof integrationEndpointSchema>;

/** A JSON Schema document (an object); whether it is a valid schema is checked on the server with ajv. */
const jsonSchemaDocument = z.record(z.string(), z.unknown(), { error: 'Schema must be a JSON object' });

export const payloadStructureInputSchema = z.object({
  /** Seed 001 §3: sent as a number, read back as text. */
  integrationEndpointId: idSchema('Integration endpoint'),
  direction: payloadDirectionSchema,
  schema: jsonSchemaDocument,
  description: optionalText('Description', INTEGRATION_LIMITS.descriptionMax),
});
export type PayloadStructureInput = z.input<typeof payloadStructureInputSchema>;
export const payloadStructureSchema = z.object({
  id: z.number(),
  integrationEndpointId: z.string(),
  direction: payloadDirectionSchema,
  version: z.number(),
  schema: z.record(z.string(), z.unknown()),
  description: z.string(),
  createdAt: z.string(),
});
export type PayloadStructure = z.infer<typeof payloadStructureSchema>;
export const payloadStructuresQuerySchema = z.object({ direction: payloadDirectionSchema.optional() });

// ---- company settings ---------------------------------------------------------------------------------

export const integrationSettingsSchema = z.object({
  companyId: z.number(),
  /** Never the secret itself after it was shown once: its last characters, e.g. `whsec_…Xy12`. */
  hmacSecret: z.string().nullable(),
  hmacSecretCreatedAt: z.string().nullable(),
  previousSecretValidUntil: z.string().nullable(),
  /** The key's visible prefix (`pt_live_ab12cd34…`); the key itself is stored hashed. */
  apiKey: z.string().nullable(),
  apiKeyCreatedAt: z.string().nullable(),
  /** The prefix of the key the last regeneration replaced, while it still authenticates; then null. */
  previousApiKey: z.string().nullable(),
  previousApiKeyValidUntil: z.string().nullable(),
  recipientEndpointUrl: z.string().nullable(),
  testEndpointUrl: z.string().nullable(),
  endpointDisabledAt: z.string().nullable(),
  endpointDisabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type IntegrationSettings = z.infer<typeof integrationSettingsSchema>;
export const newSecretSchema = z.object({ newHmacSecret: z.string(), previousSecretValidUntil: z.string().nullable() });
/** `previousKeyValidUntil`: until when the key this one replaced still authenticates (null when none was replaced). */
export const newApiKeySchema = z.object({ apiKey: z.string(), prefix: z.string(), previousKeyValidUntil: z.string().nullable() });
const urlValue = z.union([z.string().trim().max(INTEGRATION_LIMITS.urlMax, 'The URL is too long'), z.null()]);
export const recipientEndpointInputSchema = z.object({ recipientEndpointUrl: urlValue });
export const testEndpointInputSchema = z.object({ testEndpointUrl: urlValue });

// ---- deliveries ---------------------------------------------------------------------------------------

export const deliveryAttemptSchema = z.object({
  attempt: z.number(),
  trigger: z.string(),
  url: z.string(),
  requestedAt: z.string(),
  responseStatus: z.number().nullable(),
  responseExcerpt: z.string().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;
export const deliverySchema = z.object({
  id: z.string(),
  partnershipId: z.number().nullable(),
  senderCompany: z.object({ id: z.number(), name: z.string() }),
  receiverCompany: z.object({ id: z.number(), name: z.string() }),
  integrationTypeId: z.number().nullable(),
  eventType: z.string(),
  target: z.enum(['LIVE', 'TEST']),
  status: z.enum(deliveryStatuses),
  trigger: z.string(),
  sequence: z.number().nullable(),
  attempts: z.number(),
  lastResponseStatus: z.number().nullable(),
  nextAttemptAt: z.string().nullable(),
  payload: z.unknown(),
  bodySha256: z.string(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  attemptLog: z.array(deliveryAttemptSchema).optional(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveriesQuerySchema = pageQuerySchema(20).extend({
  status: enumOf(deliveryStatuses, 'Status').optional(),
  direction: enumOf(['SENT', 'RECEIVED'] as const, 'Direction').optional(),
  target: enumOf(['LIVE', 'TEST'] as const, 'Target').optional(),
  eventType: z.string().trim().max(100).optional(),
  partnershipId: idParamSchema('Partnership').optional(),
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO date-time' }).optional(),
});
export type DeliveriesQuery = z.input<typeof deliveriesQuerySchema>;
export const recoverInputSchema = z.object({ since: z.iso.datetime({ offset: true, error: 'since must be an ISO date-time' }) });

/** What a partner's system posts (with its API key) to send a signed event to the other side. */
export const sendEventInputSchema = z.object({
  partnershipId: idSchema('Partnership'),
  eventType: z.string({ error: 'Event type is required' }).trim().min(1, 'Event type is required').max(100),
  payload: z.record(z.string(), z.unknown(), { error: 'Payload must be a JSON object' }),
  /** For percentage billing: the money the event moves, in minor units. */
  volume: z.object({ amountMinor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), currency: currencySchema }).optional(),
});
export type SendEventInput = z.infer<typeof sendEventInputSchema>;
export const testEventResultSchema = z.object({
  deliveryId: z.string(),
  url: z.string(),
  success: z.boolean(),
  responseStatus: z.number().nullable(),
  responseExcerpt: z.string().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
});
export type TestEventResult = z.infer<typeof testEventResultSchema>;

// ---- partnerships -------------------------------------------------------------------------------------

export const partnershipInputSchema = z.object({
  providerCompanyId: idSchema('Provider company'),
  integrationTypeId: idSchema('Integration type'),
  message: optionalText('Message', INTEGRATION_LIMITS.reasonMax),
});
export type PartnershipInput = z.input<typeof partnershipInputSchema>;
export const partnershipUpdateSchema = z.object({ message: optionalText('Message', INTEGRATION_LIMITS.reasonMax) });
export const reasonInputSchema = z.object({ reason: z.string({ error: IntegrationMessage.reasonRequired }).trim().min(1, IntegrationMessage.reasonRequired).max(INTEGRATION_LIMITS.reasonMax) });
export const partnershipSchema = z.object({
  id: z.number(),
  status: z.enum(partnershipStatuses),
  requester: z.object({ id: z.number(), name: z.string() }),
  provider: z.object({ id: z.number(), name: z.string() }),
  integrationType: z.object({ id: z.number(), name: z.string(), integrationIdentifier: z.string() }),
  /** Which side the caller's company is on. */
  side: z.enum(['REQUESTER', 'PROVIDER']),
  message: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  approvedAt: z.string().nullable(),
  activatedAt: z.string().nullable(),
});
export type Partnership = z.infer<typeof partnershipSchema>;
export const partnershipsQuerySchema = pageQuerySchema(20).extend({ status: enumOf(partnershipStatuses, 'Status').optional() });
export const discoveryQuerySchema = z.object({ integrationTypeId: idParamSchema('Integration type').optional() });
export const providerMatchSchema = z.object({
  companyId: z.number(),
  name: z.string(),
  score: z.number(),
  reasons: z.array(z.string()),
});
export type ProviderMatch = z.infer<typeof providerMatchSchema>;
export const moneyAmountSchema = z.object({ currency: z.string(), amountMinor: z.number() });
export type MoneyAmount = z.infer<typeof moneyAmountSchema>;
export const partnershipAnalyticsSchema = z.object({
  companyId: z.number(),
  incomingRequests: z.number(),
  outgoingRequests: z.number(),
  active: z.number(),
  total: z.number(),
  deliveriesSent: z.number(),
  deliveriesReceived: z.number(),
  failedDeliveries: z.number(),
  volume: z.array(moneyAmountSchema),
  charges: z.array(moneyAmountSchema),
});
export type PartnershipAnalytics = z.infer<typeof partnershipAnalyticsSchema>;

// ---- delivery manifests ------------------------------------------------------------------------------

/** The event type of the hourly manifest a receiver gets (and can fetch) of the deliveries addressed to it. */
export const MANIFEST_EVENT_TYPE = 'manifest.hourly';

/** One delivery as a manifest lists it: enough to prove it arrived, in order, unaltered. */
export const manifestEntrySchema = z.object({
  id: z.string(),
  partnershipId: z.number(),
  sequence: z.number(),
  eventType: z.string(),
  bodySha256: z.string(),
  createdAt: z.string(),
});
/** Per partnership: the sequence numbers the hour holds (a receiver checks it has every one). */
export const manifestPartnershipSchema = z.object({ partnershipId: z.number(), firstSequence: z.number(), lastSequence: z.number(), count: z.number() });
/** The manifest document: what is signed and delivered. */
export const manifestDocumentSchema = z.object({
  type: z.literal(MANIFEST_EVENT_TYPE),
  manifestId: z.string(),
  receiverCompanyId: z.number(),
  hourStart: z.string(),
  hourEnd: z.string(),
  partnerships: z.array(manifestPartnershipSchema),
  deliveries: z.array(manifestEntrySchema),
});
export type ManifestDocument = z.infer<typeof manifestDocumentSchema>;
export const manifestSummarySchema = z.object({
  id: z.string(),
  hourStart: z.string(),
  hourEnd: z.string(),
  deliveries: z.number(),
  partnerships: z.number(),
  createdAt: z.string(),
  /** The delivery that carried it to the company's endpoint (null when none was configured). */
  deliveryId: z.string().nullable(),
  deliveryStatus: z.enum(deliveryStatuses).nullable(),
});
export type ManifestSummary = z.infer<typeof manifestSummarySchema>;
/** A manifest as fetched: the exact signed body and the Standard Webhooks headers to verify it with. */
export const signedManifestSchema = manifestSummarySchema.extend({
  body: z.string(),
  document: manifestDocumentSchema,
  headers: z.object({ 'webhook-id': z.string(), 'webhook-timestamp': z.string(), 'webhook-signature': z.string() }),
});
export type SignedManifest = z.infer<typeof signedManifestSchema>;
export const manifestIdParamsSchema = z.object({ id: idParamSchema('Company'), manifestId: z.string().trim().regex(/^mfst_[0-9]{1,12}_[0-9]{10}$/, IntegrationMessage.manifestNotFound) });

export const integrationIdParamsSchema = z.object({ id: idParamSchema('id') });
export const deliveryIdParamsSchema = z.object({ id: idParamSchema('Company'), deliveryId: z.string().trim().regex(/^msg_[A-Za-z0-9]{10,40}$/, 'Delivery not found') });

/** Where the web app calls (all under /api/v1). */
export const integrationsPaths = {
  settings: (companyId: number) => `/company-integrations/${companyId}/settings`,
  available: (companyId: number) => `/company-integrations/${companyId}/available`,
  regenerateHmac: (companyId: number) => `/company-integrations/${companyId}/regenerate-hmac`,
  recipientEndpoint: (companyId: number) => `/company-integrations/${companyId}/recipient-endpoint`,
  testEndpoint: (companyId: number) => `/company-integrations/${companyId}/test-endpoint`,
  generateApiKey: (companyId: number) => `/company-integrations/${companyId}/generate-api-key`,
  regenerateApiKey: (companyId: number) => `/company-integrations/${companyId}/regenerate-api-key`,
  testEvent: (companyId: number) => `/company-integrations/${companyId}/test-event`,
  deliveries: (companyId: number) => `/company-integrations/${companyId}/deliveries`,
  delivery: (companyId: number, deliveryId: string) => `/company-integrations/${companyId}/deliveries/${deliveryId}`,
  resend: (companyId: number, deliveryId: string) => `/company-integrations/${companyId}/deliveries/${deliveryId}/resend`,
  recover: (companyId: number) => `/company-integrations/${companyId}/deliveries/recover`,
  manifests: (companyId: number) => `/company-integrations/${companyId}/manifests`,
  manifest: (companyId: number, manifestId: string) => `/company-integrations/${companyId}/manifests/${manifestId}`,
  types: '/integration-types',
  typeSearch: '/integration-types/search',
  type: (id: number) => `/integration-types/${id}`,
  endpoints: '/integration-endpoints',
  endpointsOfType: (typeId: number) => `/integration-endpoints/integration-type/${typeId}`,
  endpoint: (id: number) => `/integration-endpoints/${id}`,
  payloads: '/payload-structures',
  payloadsOfType: (typeId: number) => `/payload-structures/integration-type/${typeId}`,
  payload: (id: number) => `/payload-structures/${id}`,
  events: '/integrations/events',
  partnerships: '/partnerships',
  partnership: (id: number) => `/partnerships/${id}`,
  partnershipAction: (id: number, action: PartnershipAction) => `/partnerships/${id}/${action}`,
  incoming: '/partnerships/incoming',
  outgoing: '/partnerships/outgoing',
  discovery: '/discovery/providers',
  analytics: (companyId: number) => `/partnership/analytics/company/${companyId}/summary`,
} as const;
