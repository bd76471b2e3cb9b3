import { IntegrationMessage, type Delivery, type SendEventInput } from '@paytable/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { partnerships, type WebhookDeliveryRow } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../platform/errors';
import { INTEGRATIONS_PRIVILEGE } from './access';
import { executePrepared } from '../../platform/prepared-sql';
import type { ApiKeyDirectory } from './api-keys';
import { createDeliveries, DELIVERY_QUEUE, toDelivery, type DeliveryDeps } from './deliveries-repository';
import { payloadErrors } from './payload-validation';

/** Everything a send checks, read in one statement: the partnership as the sender sees it, the endpoint, its newest REQUEST structure, the receiver's endpoint. */
interface SendContext {
  partnership_id: number;
  status: string;
  receiver_company_id: number;
  integration_type_id: number;
  integration_identifier: string | null;
  endpoint_id: number | null;
  structure_id: number | null;
  structure_schema: Record<string, unknown> | null;
  recipient_endpoint_url: string | null;
  endpoint_disabled: boolean;
  sender_name: string;
  receiver_name: string;
}

/** The statement's row: the sender always, its partnership only when the sender is a side of it. */
type SendContextRow = Omit<SendContext, 'partnership_id'> & { partnership_id: number | null; sender_may_send: boolean };

/**
 * Every send reads its context: a named prepared statement on PostgreSQL, planned once per connection.
 * It starts from the sender: whether the key's company may still send (ACTIVE and holding
 * company_integrations) is read on every send, never remembered with the key, so a deactivated company
 * or a withdrawn privilege stops its key at once on every instance.
 */
async function sendContext(deps: DeliveryDeps, companyId: number, partnershipId: number, eventType: string): Promise<SendContextRow | undefined> {
  const [row] = await executePrepared<SendContextRow & Record<string, unknown>>(
    deps.platform.db,
    'integrations_send_context',
    () => {
      const company = sql.placeholder('companyId');
      return sql`select sender.status = 'ACTIVE' and exists (
                 select 1 from company_privileges cp where cp.company_id = sender.id and cp.privilege = ${sql.placeholder('privilege')}
               ) as sender_may_send,
               p.id as partnership_id, p.status, side.receiver_company_id, p.integration_type_id, t.integration_identifier,
               e.id as endpoint_id, ps.id as structure_id, ps.schema as structure_schema,
               s.recipient_endpoint_url, s.endpoint_disabled_at is not null as endpoint_disabled,
               sender.name as sender_name, receiver.name as receiver_name
        from companies sender
        left join partnerships p on p.id = ${sql.placeholder('partnershipId')} and (p.requester_company_id = sender.id or p.provider_company_id = sender.id)
        left join lateral (select case when p.requester_company_id = sender.id then p.provider_company_id else p.requester_company_id end as receiver_company_id) side on true
        left join integration_types t on t.id = p.integration_type_id
        left join integration_endpoints e on e.integration_type_id = p.integration_type_id and e.event_type = ${sql.placeholder('eventType')}
        left join lateral (
          select id, schema from payload_structures
          where integration_endpoint_id = e.id and direction = 'REQUEST' order by version desc limit 1
        ) ps on true
        left join company_integration_settings s on s.company_id = side.receiver_company_id
        left join companies receiver on receiver.id = side.receiver_company_id
        where sender.id = ${company}`;
    },
    { companyId, partnershipId, eventType, privilege: INTEGRATIONS_PRIVILEGE },
  );
  return row;
}

/** A checked send waiting for its partnership's next write. */
interface QueuedSend {
  companyId: number;
  context: SendContext;
  input: SendEventInput;
  resolve: (row: WebhookDeliveryRow) => void;
  reject: (error: unknown) => void;
}

/** Sends written together at most: one statement each for the sequence numbers, the deliveries and their jobs. */
const MAX_SENDS_PER_WRITE = 200;

/**
 * Accepts the events partners' systems send. Sends to one partnership take sequence numbers in the order
 * they were accepted, under the partnership's row lock; so that the lock is held once for many, the sends
 * that arrive while a partnership's write is running are written together in the next one (one
 * transaction: the sequence range, the deliveries, their first attempts). A lone send is written at once.
 */
export interface EventIntake {
  send(deps: DeliveryDeps, apiKey: string | undefined, input: SendEventInput): Promise<Delivery>;
}

export function eventIntake(apiKeys: ApiKeyDirectory): EventIntake {
  const waiting = new Map<number, QueuedSend[]>();
  const writing = new Set<number>();

  /** Writes the partnership's waiting sends, group after group, until none is left. */
  const writeWaiting = async (deps: DeliveryDeps, partnershipId: number): Promise<void> => {
    for (;;) {
      const queued = waiting.get(partnershipId);
      if (!queued || queued.length === 0) {
        waiting.delete(partnershipId);
        writing.delete(partnershipId);
        return;
      }
      const group = queued.splice(0, MAX_SENDS_PER_WRITE);
      try {
        const rows = await writeSends(deps, partnershipId, group);
        group.forEach((send, index) => send.resolve(rows[index]!));
        deps.platform.jobs.wake(DELIVERY_QUEUE);
      } catch (error) {
        for (const send of group) send.reject(error);
      }
    }
  };

  return {
    async send(deps, apiKey, input) {
      const companyId = apiKey ? await apiKeys.companyOf(apiKey) : undefined;
      if (companyId === undefined) throw unauthorized(IntegrationMessage.apiKeyInvalid);
      const context = await checkedContext(deps, companyId, input);
      const row = await new Promise<WebhookDeliveryRow>((resolve, reject) => {
        const queued = waiting.get(context.partnership_id) ?? [];
        queued.push({ companyId, context, input, resolve, reject });
        waiting.set(context.partnership_id, queued);
        if (writing.has(context.partnership_id)) return;
        writing.add(context.partnership_id);
        void writeWaiting(deps, context.partnership_id);
      });
      return { ...toDelivery(row, context.sender_name, context.receiver_name), attemptLog: [] };
    },
  };
}

/**
 * The checks of a send, in the order a partner meets them: the key's company (active, holding
 * company_integrations; 403 otherwise), the partnership (a side of it, active), the
 * event type (an endpoint of its integration type), the payload (the newest REQUEST structure, with the
 * schema's error; nothing is stored or sent), the receiver's endpoint (set, not disabled).
 */
async function checkedContext(deps: DeliveryDeps, companyId: number, input: SendEventInput): Promise<SendContext> {
  const row = await sendContext(deps, companyId, input.partnershipId, input.eventType);
  if (!row?.sender_may_send) throw forbidden(IntegrationMessage.apiKeyCompanyBarred);
  if (row.partnership_id === null) throw notFound(IntegrationMessage.partnershipNotFound);
  const context = { ...row, partnership_id: row.partnership_id };
  if (context.status !== 'ACTIVE') throw conflict(IntegrationMessage.partnershipNotActive);
  if (context.endpoint_id === null) throw badRequest(`This integration type has no endpoint for the event type ${input.eventType}`);
  if (context.structure_id !== null && context.structure_schema !== null) {
    const problem = payloadErrors(context.structure_schema, input.payload);
    if (problem) throw badRequest(`${IntegrationMessage.payloadInvalid}: ${problem}`);
  }
  if (!context.recipient_endpoint_url) throw conflict(IntegrationMessage.receiverNotConfigured);
  if (context.endpoint_disabled) throw conflict(IntegrationMessage.endpointDisabled);
  return context;
}

/**
 * One transaction for a group of checked sends to one partnership: the next sequence numbers (only while
 * the partnership is still active; the row lock orders concurrent writers), the deliveries with their
 * bodies `{type, timestamp, partnershipId, integration, sequence, data}`, and their first attempts queued.
 */
async function writeSends(deps: DeliveryDeps, partnershipId: number, group: QueuedSend[]): Promise<WebhookDeliveryRow[]> {
  return deps.platform.db.transaction(async (tx) => {
    const [last] = await tx
      .update(partnerships)
      .set({ lastSequence: sql`${partnerships.lastSequence} + ${group.length}` })
      .where(and(eq(partnerships.id, partnershipId), eq(partnerships.status, 'ACTIVE')))
      .returning({ sequence: partnerships.lastSequence });
    if (!last) throw conflict(IntegrationMessage.partnershipNotActive);
    const first = last.sequence - group.length + 1;
    const now = deps.now();
    return createDeliveries(
      tx,
      deps,
      group.map(({ companyId, context, input }, index) => ({
        partnershipId,
        senderCompanyId: companyId,
        receiverCompanyId: context.receiver_company_id,
        integrationTypeId: context.integration_type_id,
        eventType: input.eventType,
        target: 'LIVE',
        trigger: 'EVENT',
        body: JSON.stringify({
          type: input.eventType,
          timestamp: now.toISOString(),
          partnershipId,
          integration: context.integration_identifier,
          sequence: first + index,
          data: input.payload,
        }),
        sequence: first + index,
        volume: input.volume,
      })),
    );
  });
}
