import {
  IntegrationMessage,
  type IntegrationEndpoint,
  type IntegrationType,
  type PayloadDirection,
  type PayloadStructure,
  type integrationEndpointInputSchema,
  type integrationTypeInputSchema,
  type payloadStructureInputSchema,
} from '@paytable/contracts';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import {
  integrationEndpoints,
  integrationTypes,
  partnerships,
  payloadStructures,
  type IntegrationEndpointRow,
  type IntegrationTypeRow,
  type PayloadStructureRow,
} from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { rethrowUniqueViolation } from '../../platform/unique-violation';
import { schemaProblem } from './payload-validation';

type Executor = Db | Tx;
type TypeInput = z.output<typeof integrationTypeInputSchema>;

// Percentages travel as numbers with two decimals and are stored as basis points.
const toBps = (percent: number) => Math.round(percent * 100);
const fromBps = (bps: number) => bps / 100;

export function toIntegrationType(row: IntegrationTypeRow): IntegrationType {
  return {
    id: row.id,
    name: row.name,
    integrationIdentifier: row.integrationIdentifier,
    description: row.description,
    isActive: row.isActive,
    billingModel: row.billingModel as IntegrationType['billingModel'],
    isFinancialIntegration: row.isFinancialIntegration,
    currency: row.currency,
    senderBillingPercentage: fromBps(row.senderBillingBps),
    senderPerRequestFee: row.senderPerRequestFee,
    receiverBillingPercentage: fromBps(row.receiverBillingBps),
    receiverPerRequestFee: row.receiverPerRequestFee,
    monthlyFee: row.monthlyFee,
    providerBusinessTypes: row.providerBusinessTypeIds,
    consumerBusinessTypes: row.consumerBusinessTypeIds,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const typeColumns = (input: TypeInput) => ({
  name: input.name,
  integrationIdentifier: input.integrationIdentifier,
  description: input.description,
  isActive: input.isActive,
  billingModel: input.billingModel,
  isFinancialIntegration: input.isFinancialIntegration,
  currency: input.currency,
  senderBillingBps: toBps(input.senderBillingPercentage),
  senderPerRequestFee: input.senderPerRequestFee,
  receiverBillingBps: toBps(input.receiverBillingPercentage),
  receiverPerRequestFee: input.receiverPerRequestFee,
  monthlyFee: input.monthlyFee,
  providerBusinessTypeIds: input.providerBusinessTypes,
  consumerBusinessTypeIds: input.consumerBusinessTypes,
});

const identifierTaken = rethrowUniqueViolation((where) => (where.includes('integration_types_identifier_key') ? conflict(IntegrationMessage.identifierTaken) : undefined));

export async function listTypes(db: Executor, options: { activeOnly?: boolean | undefined; q?: string | undefined; admin: boolean }): Promise<IntegrationType[]> {
  // Companies only ever see active types; the admin catalogue sees all unless it asks for active ones.
  const activeOnly = options.activeOnly === true || !options.admin;
  const q = options.q?.trim();
  const rows = await db
    .select()
    .from(integrationTypes)
    .where(
      and(
        activeOnly ? eq(integrationTypes.isActive, true) : undefined,
        q ? or(ilike(integrationTypes.name, `%${q.replace(/[%_\\]/g, '\\$&')}%`), ilike(integrationTypes.integrationIdentifier, `%${q.replace(/[%_\\]/g, '\\$&')}%`)) : undefined,
      ),
    )
    .orderBy(asc(integrationTypes.name));
  return rows.map(toIntegrationType);
}

export async function findType(db: Executor, id: number): Promise<IntegrationTypeRow | undefined> {
  return (await db.select().from(integrationTypes).where(eq(integrationTypes.id, id)))[0];
}

export async function getType(db: Executor, id: number, admin: boolean): Promise<IntegrationType> {
  const row = await findType(db, id);
  if (!row || (!admin && !row.isActive)) throw notFound(IntegrationMessage.typeNotFound);
  return toIntegrationType(row);
}

export async function createType(db: Db, input: TypeInput): Promise<IntegrationType> {
  const [row] = await db.insert(integrationTypes).values(typeColumns(input)).returning().catch(identifierTaken);
  return toIntegrationType(row!);
}

export async function updateType(db: Db, id: number, input: TypeInput): Promise<IntegrationType> {
  const [row] = await db
    .update(integrationTypes)
    .set({ ...typeColumns(input), updatedAt: new Date() })
    .where(eq(integrationTypes.id, id))
    .returning()
    .catch(identifierTaken);
  if (!row) throw notFound(IntegrationMessage.typeNotFound);
  return toIntegrationType(row);
}

export async function deleteType(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [used] = await tx.select({ id: partnerships.id }).from(partnerships).where(eq(partnerships.integrationTypeId, id)).limit(1);
    if (used) throw conflict(IntegrationMessage.typeInUse);
    const deleted = await tx.delete(integrationTypes).where(eq(integrationTypes.id, id)).returning({ id: integrationTypes.id });
    if (deleted.length === 0) throw notFound(IntegrationMessage.typeNotFound);
  });
}

// ---- endpoints ----------------------------------------------------------------------------------------

const toEndpoint = (row: IntegrationEndpointRow): IntegrationEndpoint => ({
  id: row.id,
  integrationTypeId: row.integrationTypeId,
  name: row.name,
  eventType: row.eventType,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const eventTypeTaken = rethrowUniqueViolation((where) => (where.includes('integration_endpoints_type_event_key') ? conflict(IntegrationMessage.eventTypeTaken) : undefined));

export async function listEndpoints(db: Executor, integrationTypeId?: number): Promise<IntegrationEndpoint[]> {
  const rows = await db
    .select()
    .from(integrationEndpoints)
    .where(integrationTypeId === undefined ? undefined : eq(integrationEndpoints.integrationTypeId, integrationTypeId))
    .orderBy(asc(integrationEndpoints.integrationTypeId), asc(integrationEndpoints.eventType));
  return rows.map(toEndpoint);
}

export async function getEndpoint(db: Executor, id: number): Promise<IntegrationEndpoint> {
  const [row] = await db.select().from(integrationEndpoints).where(eq(integrationEndpoints.id, id));
  if (!row) throw notFound(IntegrationMessage.endpointNotFound);
  return toEndpoint(row);
}

export async function saveEndpoint(db: Db, id: number | undefined, input: z.output<typeof integrationEndpointInputSchema>): Promise<IntegrationEndpoint> {
  if (!(await findType(db, input.integrationTypeId))) throw badRequest(IntegrationMessage.typeNotFound);
  const values = { integrationTypeId: input.integrationTypeId, name: input.name, eventType: input.eventType, description: input.description };
  if (id === undefined) {
    const [row] = await db.insert(integrationEndpoints).values(values).returning().catch(eventTypeTaken);
    return toEndpoint(row!);
  }
  const [row] = await db.update(integrationEndpoints).set({ ...values, updatedAt: new Date() }).where(eq(integrationEndpoints.id, id)).returning().catch(eventTypeTaken);
  if (!row) throw notFound(IntegrationMessage.endpointNotFound);
  return toEndpoint(row);
}

export async function deleteEndpoint(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(integrationEndpoints).where(eq(integrationEndpoints.id, id)).returning({ id: integrationEndpoints.id });
  if (deleted.length === 0) throw notFound(IntegrationMessage.endpointNotFound);
}

// ---- payload structures -------------------------------------------------------------------------------

const toPayload = (row: PayloadStructureRow): PayloadStructure => ({
  id: row.id,
  integrationEndpointId: String(row.integrationEndpointId),
  direction: row.direction as PayloadDirection,
  version: row.version,
  schema: row.schema,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

export async function listPayloads(db: Executor, filter: { endpointId?: number; typeId?: number; direction?: PayloadDirection | undefined }): Promise<PayloadStructure[]> {
  const rows = await db
    .select({ payload: payloadStructures })
    .from(payloadStructures)
    .innerJoin(integrationEndpoints, eq(integrationEndpoints.id, payloadStructures.integrationEndpointId))
    .where(
      and(
        filter.endpointId === undefined ? undefined : eq(payloadStructures.integrationEndpointId, filter.endpointId),
        filter.typeId === undefined ? undefined : eq(integrationEndpoints.integrationTypeId, filter.typeId),
        filter.direction === undefined ? undefined : eq(payloadStructures.direction, filter.direction),
      ),
    )
    .orderBy(asc(payloadStructures.integrationEndpointId), asc(payloadStructures.direction), desc(payloadStructures.version));
  return rows.map((row) => toPayload(row.payload));
}

export async function getPayload(db: Executor, id: number): Promise<PayloadStructure> {
  const [row] = await db.select().from(payloadStructures).where(eq(payloadStructures.id, id));
  if (!row) throw notFound(IntegrationMessage.payloadNotFound);
  return toPayload(row);
}

/** The structure deliveries of an endpoint are checked against: the newest version of its direction. */
export async function currentPayloadStructure(db: Executor, endpointId: number, direction: PayloadDirection): Promise<PayloadStructureRow | undefined> {
  return (
    await db
      .select()
      .from(payloadStructures)
      .where(and(eq(payloadStructures.integrationEndpointId, endpointId), eq(payloadStructures.direction, direction)))
      .orderBy(desc(payloadStructures.version))
      .limit(1)
  )[0];
}

/**
 * Saving a structure (create or update) writes a new version: deliveries in flight keep the version they
 * were checked against, and the manual shows the history. The schema must compile as JSON Schema.
 */
export async function savePayload(db: Db, id: number | undefined, input: z.output<typeof payloadStructureInputSchema>): Promise<PayloadStructure> {
  const problem = schemaProblem(input.schema);
  if (problem) throw badRequest(`${IntegrationMessage.invalidSchema}: ${problem}`);
  return db.transaction(async (tx) => {
    if (id !== undefined && !(await tx.select({ id: payloadStructures.id }).from(payloadStructures).where(eq(payloadStructures.id, id)))[0]) {
      throw notFound(IntegrationMessage.payloadNotFound);
    }
    const [endpoint] = await tx.select({ id: integrationEndpoints.id }).from(integrationEndpoints).where(eq(integrationEndpoints.id, input.integrationEndpointId));
    if (!endpoint) throw badRequest(IntegrationMessage.endpointNotFound);
    // Serialise versions of one endpoint and direction.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payload:${input.integrationEndpointId}:${input.direction}`}))`);
    const [last] = await tx
      .select({ version: payloadStructures.version })
      .from(payloadStructures)
      .where(and(eq(payloadStructures.integrationEndpointId, input.integrationEndpointId), eq(payloadStructures.direction, input.direction)))
      .orderBy(desc(payloadStructures.version))
      .limit(1);
    const [row] = await tx
      .insert(payloadStructures)
      .values({ integrationEndpointId: input.integrationEndpointId, direction: input.direction, schema: input.schema, description: input.description, version: (last?.version ?? 0) + 1 })
      .returning();
    return toPayload(row!);
  });
}

export async function deletePayload(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(payloadStructures).where(eq(payloadStructures.id, id)).returning({ id: payloadStructures.id });
  if (deleted.length === 0) throw notFound(IntegrationMessage.payloadNotFound);
}
