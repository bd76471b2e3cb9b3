import type { IntegrationType } from '@paytable/contracts';
import { billingModelLabels } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { ListSkeleton } from '@/components/list-states';
import { useEndpoints, usePayloadStructures } from '../api/integrations';
import { formatMoney } from '../lib/format';

/** What an integration type costs, in words. */
export function pricing(type: IntegrationType): string {
  const fee = (amountMinor: number) => formatMoney({ amountMinor, currency: type.currency });
  switch (type.billingModel) {
    case 'PER_REQUEST':
      return `Sender ${fee(type.senderPerRequestFee)} and receiver ${fee(type.receiverPerRequestFee)} per delivered request`;
    case 'PERCENTAGE':
      return `Sender ${type.senderBillingPercentage} % and receiver ${type.receiverBillingPercentage} % of the declared volume`;
    case 'FLAT_MONTHLY':
      return `${fee(type.monthlyFee)} a month per partnership, charged to the requester`;
    case 'HYBRID':
      return `Sender ${fee(type.senderPerRequestFee)} + ${type.senderBillingPercentage} %, receiver ${fee(type.receiverPerRequestFee)} + ${type.receiverBillingPercentage} % per delivered request`;
  }
}

/** The manual of one type, generated from its endpoints and newest payload structures. */
export function TypeManual({ type }: { type: IntegrationType }) {
  const endpoints = useEndpoints(type.id);
  const payloads = usePayloadStructures(type.id);
  if (endpoints.isPending || payloads.isPending) return <ListSkeleton rows={2} label="Loading the manual" />;
  if (endpoints.isError || payloads.isError) return <DataError context="the integration manual" onRetry={() => void Promise.all([endpoints.refetch(), payloads.refetch()])} />;
  const newest = (endpointId: number, direction: 'REQUEST' | 'RESPONSE') =>
    payloads.data.filter((each) => each.integrationEndpointId === String(endpointId) && each.direction === direction).sort((a, b) => b.version - a.version)[0];
  return (
    <div className="grid gap-4">
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">Identifier</dt>
        <dd>
          <code>{type.integrationIdentifier}</code> · version {type.version}
        </dd>
        <dt className="text-muted-foreground">Billing</dt>
        <dd>
          {billingModelLabels[type.billingModel]}: {pricing(type)}
        </dd>
        <dt className="text-muted-foreground">Financial</dt>
        <dd>{type.isFinancialIntegration ? 'Yes: declare the volume of each event' : 'No'}</dd>
      </dl>
      {type.description ? <p className="text-sm">{type.description}</p> : null}
      {endpoints.data.length === 0 ? <p className="text-sm text-muted-foreground">No endpoints are defined for this type yet.</p> : null}
      {endpoints.data.map((endpoint) => (
        <section key={endpoint.id} className="grid gap-2 rounded-lg border p-3" aria-label={endpoint.name}>
          <h3 className="font-semibold">
            {endpoint.name} <code className="ml-1 text-sm font-normal">{endpoint.eventType}</code>
          </h3>
          {endpoint.description ? <p className="text-sm text-muted-foreground">{endpoint.description}</p> : null}
          {(['REQUEST', 'RESPONSE'] as const).map((direction) => {
            const structure = newest(endpoint.id, direction);
            return structure ? (
              <details key={direction} open={direction === 'REQUEST'}>
                <summary className="cursor-pointer text-sm font-medium">
                  {direction === 'REQUEST' ? 'Request payload' : 'Response payload'} (v{structure.version})
                </summary>
                <pre tabIndex={0} className="mt-1 max-h-64 overflow-auto rounded bg-muted p-2 text-xs">{JSON.stringify(structure.schema, null, 2)}</pre>
              </details>
            ) : null;
          })}
        </section>
      ))}
    </div>
  );
}
