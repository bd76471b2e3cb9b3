import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A kind of integration the platform offers (wallet, game launch, KYC…): what its deliveries cost and which
 * business types provide and consume it. Fees are minor units of `currency`; percentages are basis points.
 */
export const integrationTypes = pgTable(
  'integration_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    integrationIdentifier: text('integration_identifier').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
    billingModel: text('billing_model').notNull().default('PER_REQUEST'),
    isFinancialIntegration: boolean('is_financial_integration').notNull().default(false),
    currency: text('currency').notNull().default('EUR'),
    senderBillingBps: integer('sender_billing_bps').notNull().default(0),
    senderPerRequestFee: bigint('sender_per_request_fee', { mode: 'number' }).notNull().default(0),
    receiverBillingBps: integer('receiver_billing_bps').notNull().default(0),
    receiverPerRequestFee: bigint('receiver_per_request_fee', { mode: 'number' }).notNull().default(0),
    monthlyFee: bigint('monthly_fee', { mode: 'number' }).notNull().default(0),
    providerBusinessTypeIds: integer('provider_business_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    consumerBusinessTypeIds: integer('consumer_business_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    version: text('version').notNull().default('1.0'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('integration_types_identifier_key').on(t.integrationIdentifier),
    check('integration_types_billing_model_check', sql`${t.billingModel} in ('PER_REQUEST', 'PERCENTAGE', 'FLAT_MONTHLY', 'HYBRID')`),
  ],
);

/** An event an integration type carries (`wallet.debit`), with its payload structures. */
export const integrationEndpoints = pgTable(
  'integration_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    integrationTypeId: integer('integration_type_id')
      .notNull()
      .references(() => integrationTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    eventType: text('event_type').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('integration_endpoints_type_event_key').on(t.integrationTypeId, t.eventType)],
);

/** A JSON Schema for one endpoint and direction; every save is a new version, the newest one applies. */
export const payloadStructures = pgTable(
  'payload_structures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    integrationEndpointId: integer('integration_endpoint_id')
      .notNull()
      .references(() => integrationEndpoints.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
    version: integer('version').notNull().default(1),
    schema: jsonb('schema').$type<Record<string, unknown>>().notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payload_structures_endpoint_direction_version_key').on(t.integrationEndpointId, t.direction, t.version),
    check('payload_structures_direction_check', sql`${t.direction} in ('REQUEST', 'RESPONSE')`),
  ],
);

/**
 * A company's integration settings. The signing secret is encrypted (AES-256-GCM) because signing needs it;
 * the API key is stored only as its SHA-256 with a visible prefix. `failing_since` is the first failed
 * attempt since the last success: five days of it disable the endpoint.
 */
export const companyIntegrationSettings = pgTable('company_integration_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted'),
  secretHint: text('secret_hint'),
  secretCreatedAt: timestamptz('secret_created_at'),
  previousSecretEncrypted: text('previous_secret_encrypted'),
  previousSecretValidUntil: timestamptz('previous_secret_valid_until'),
  apiKeyPrefix: text('api_key_prefix'),
  apiKeyHash: text('api_key_hash'),
  apiKeyCreatedAt: timestamptz('api_key_created_at'),
  /** The key a regeneration replaced: it still authenticates until previous_api_key_valid_until. */
  previousApiKeyHash: text('previous_api_key_hash'),
  previousApiKeyPrefix: text('previous_api_key_prefix'),
  previousApiKeyValidUntil: timestamptz('previous_api_key_valid_until'),
  recipientEndpointUrl: text('recipient_endpoint_url'),
  testEndpointUrl: text('test_endpoint_url'),
  endpointDisabledAt: timestamptz('endpoint_disabled_at'),
  endpointDisabledReason: text('endpoint_disabled_reason'),
  failingSince: timestamptz('failing_since'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('company_integration_settings_api_key_key').on(t.apiKeyHash),
  uniqueIndex('company_integration_settings_previous_api_key_key').on(t.previousApiKeyHash),
]);

/** A requester (consumer) asks a provider to integrate through one integration type. */
export const partnerships = pgTable(
  'partnerships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requesterCompanyId: integer('requester_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    providerCompanyId: integer('provider_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    integrationTypeId: integer('integration_type_id')
      .notNull()
      .references(() => integrationTypes.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('PENDING'),
    message: text('message').notNull().default(''),
    reason: text('reason'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The last sequence number given to a live delivery of this partnership (the manifest's order). */
    lastSequence: bigint('last_sequence', { mode: 'number' }).notNull().default(0),
    approvedAt: timestamptz('approved_at'),
    activatedAt: timestamptz('activated_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('partnerships_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'REJECTED', 'TERMINATED')`),
    check('partnerships_two_companies_check', sql`${t.requesterCompanyId} <> ${t.providerCompanyId}`),
    index('partnerships_requester_idx').on(t.requesterCompanyId, t.status),
    index('partnerships_provider_idx').on(t.providerCompanyId, t.status),
    // Partnerships asked for per day over a date range (admin analytics).
    index('partnerships_created_at_idx').on(t.createdAt),
    // One open partnership per pair and type; rejected and terminated ones may be asked for again.
    uniqueIndex('partnerships_open_key')
      .on(t.requesterCompanyId, t.providerCompanyId, t.integrationTypeId)
      .where(sql`${t.status} in ('PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED')`),
  ],
);

/**
 * One signed message to a receiver (`id` is the Standard Webhooks `webhook-id`, kept across retries so
 * receivers de-duplicate). Test events have no partnership and go to the test endpoint.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    partnershipId: integer('partnership_id').references(() => partnerships.id, { onDelete: 'set null' }),
    senderCompanyId: integer('sender_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    receiverCompanyId: integer('receiver_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    integrationTypeId: integer('integration_type_id').references(() => integrationTypes.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    target: text('target').notNull().default('LIVE'),
    status: text('status').notNull().default('PENDING'),
    trigger: text('trigger').notNull().default('EVENT'),
    body: text('body').notNull(),
    bodySha256: text('body_sha256').notNull(),
    sequence: bigint('sequence', { mode: 'number' }),
    volumeMinor: bigint('volume_minor', { mode: 'number' }),
    volumeCurrency: text('volume_currency'),
    attempts: integer('attempts').notNull().default(0),
    /** Failed attempts since the delivery was created, resent or recovered: the place in the retry schedule. */
    roundFailures: integer('round_failures').notNull().default(0),
    lastResponseStatus: integer('last_response_status'),
    nextAttemptAt: timestamptz('next_attempt_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    check('webhook_deliveries_status_check', sql`${t.status} in ('PENDING', 'SUCCEEDED', 'FAILED')`),
    check('webhook_deliveries_target_check', sql`${t.target} in ('LIVE', 'TEST')`),
    index('webhook_deliveries_sender_idx').on(t.senderCompanyId, t.createdAt),
    index('webhook_deliveries_receiver_idx').on(t.receiverCompanyId, t.createdAt),
    // Metering reads successful live deliveries by time.
    index('webhook_deliveries_metering_idx').on(t.deliveredAt).where(sql`${t.status} = 'SUCCEEDED' and ${t.target} = 'LIVE'`),
  ],
);

/** Every attempt at a delivery: what was sent where, what came back, how long it took and why it ran. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    trigger: text('trigger').notNull(),
    url: text('url').notNull(),
    requestedAt: timestamptz('requested_at').notNull(),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [primaryKey({ name: 'webhook_delivery_attempts_pkey', columns: [t.deliveryId, t.attempt] })],
);

export type IntegrationTypeRow = typeof integrationTypes.$inferSelect;
export type IntegrationEndpointRow = typeof integrationEndpoints.$inferSelect;
export type PayloadStructureRow = typeof payloadStructures.$inferSelect;
export type CompanyIntegrationSettingsRow = typeof companyIntegrationSettings.$inferSelect;
export type PartnershipRow = typeof partnerships.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * A receiver's hourly manifest: the signed list of the live deliveries addressed to it that were created
 * in one hour (ids, body hashes, sequence per partnership), so its finance system can prove it missed
 * nothing. `body` is the exact document signed and delivered; one per receiver and hour.
 */
export const deliveryManifests = pgTable(
  'delivery_manifests',
  {
    id: text('id').primaryKey(),
    receiverCompanyId: integer('receiver_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    hourStart: timestamptz('hour_start').notNull(),
    deliveryCount: integer('delivery_count').notNull(),
    partnershipCount: integer('partnership_count').notNull(),
    body: text('body').notNull(),
    /** The delivery that carried it to the receiver's endpoint, if one was configured. */
    deliveryId: text('delivery_id').references(() => webhookDeliveries.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('delivery_manifests_receiver_hour_key').on(t.receiverCompanyId, t.hourStart)],
);
export type DeliveryManifestRow = typeof deliveryManifests.$inferSelect;
