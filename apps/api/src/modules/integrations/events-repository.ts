import { IntegrationMessage, type Delivery, type SendEventInput } from '@paytable/contracts';
import { and, eq } from 'drizzle-orm';
import { integrationEndpoints } from '../../db/schema/index';
import { badRequest, conflict, unauthorized } from '../../platform/errors';
import { currentPayloadStructure, findType } from './catalogue-repository';
import { createDelivery, getDelivery, type DeliveryDeps } from './deliveries-repository';
import { activePartnershipFor, nextSequence } from './partnerships-repository';
import { payloadErrors } from './payload-validation';
import { companyOfApiKey, findSettings } from './settings-repository';

/**
 * A partner's system sends an event to the other side of an active partnership, authenticated by its API
 * key. The payload must match the endpoint's newest REQUEST structure (refused before anything is sent,
 * with the schema's error). The delivery gets the partnership's next sequence number and its first
 * attempt is queued in the same transaction.
 */
export async function sendEvent(deps: DeliveryDeps, apiKey: string | undefined, input: SendEventInput): Promise<Delivery> {
  const { db } = deps.platform;
  const companyId = apiKey ? await companyOfApiKey(db, apiKey) : undefined;
  if (companyId === undefined) throw unauthorized(IntegrationMessage.apiKeyInvalid);
  const id = await db.transaction(async (tx) => {
    const partnership = await activePartnershipFor(tx, companyId, input.partnershipId);
    const type = await findType(tx, partnership.integrationTypeId);
    const [endpoint] = await tx
      .select()
      .from(integrationEndpoints)
      .where(and(eq(integrationEndpoints.integrationTypeId, partnership.integrationTypeId), eq(integrationEndpoints.eventType, input.eventType)));
    if (!endpoint) throw badRequest(`This integration type has no endpoint for the event type ${input.eventType}`);
    const structure = await currentPayloadStructure(tx, endpoint.id, 'REQUEST');
    if (structure) {
      const problem = payloadErrors(structure.id, structure.schema, input.payload);
      if (problem) throw badRequest(`${IntegrationMessage.payloadInvalid}: ${problem}`);
    }
    const receiverCompanyId = partnership.requesterCompanyId === companyId ? partnership.providerCompanyId : partnership.requesterCompanyId;
    const settings = await findSettings(tx, receiverCompanyId);
    if (!settings?.recipientEndpointUrl) throw conflict(IntegrationMessage.receiverNotConfigured);
    if (settings.endpointDisabledAt) throw conflict(IntegrationMessage.endpointDisabled);
    const sequence = await nextSequence(tx, partnership.id);
    const now = deps.now();
    const body = JSON.stringify({
      type: input.eventType,
      timestamp: now.toISOString(),
      partnershipId: partnership.id,
      integration: type?.integrationIdentifier ?? null,
      sequence,
      data: input.payload,
    });
    const row = await createDelivery(tx, deps, {
      partnershipId: partnership.id,
      senderCompanyId: companyId,
      receiverCompanyId,
      integrationTypeId: partnership.integrationTypeId,
      eventType: input.eventType,
      target: 'LIVE',
      trigger: 'EVENT',
      body,
      sequence,
      volume: input.volume,
    });
    return row.id;
  });
  return getDelivery(db, companyId, id);
}
