import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { billingModelLabels, billingModels, IntegrationFailure, type BillingModel, type IntegrationType, type IntegrationTypeInput } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { CheckboxField, InputField, SelectField, TextareaField } from '@/components/form-field';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useDeleteIntegrationType, useEndpoints, useIntegrationTypes, useSaveEndpoint, useSaveIntegrationType, useSavePayload } from '../api/integrations';
import { pricing } from '../components/type-manual';
import { notifySuccess } from '../lib/notify-error';

const emptyType: IntegrationTypeInput = { name: '', integrationIdentifier: '', description: '', billingModel: 'PER_REQUEST', isFinancialIntegration: false, isActive: false, currency: 'EUR', senderPerRequestFee: 0, receiverPerRequestFee: 0, senderBillingPercentage: 0, receiverBillingPercentage: 0, monthlyFee: 0 };

function TypeForm({ initial, id, onDone }: { initial: IntegrationTypeInput; id?: number; onDone: () => void }) {
  const save = useSaveIntegrationType();
  const [form, setForm] = useState(initial);
  const set = <K extends keyof IntegrationTypeInput>(key: K, value: IntegrationTypeInput[K]) => setForm((current) => ({ ...current, [key]: value }));
  const whole = (value: string) => (value === '' ? 0 : Number(value));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...(id === undefined ? {} : { id }), input: form },
      { onSuccess: () => { notifySuccess(id === undefined ? 'Integration type created' : 'Integration type updated'); onDone(); }, onError: notifyErrorOf(id === undefined ? IntegrationFailure.createType : IntegrationFailure.updateType) },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border bg-card p-4" aria-label={id === undefined ? 'New integration type' : 'Edit integration type'}>
      <div className="grid gap-3 md:grid-cols-2">
        <InputField label="Name" required value={form.name} onChange={(event) => set('name', event.target.value)} />
        <InputField label="Integration identifier" required hint="Lower case, e.g. payments.gateway" value={form.integrationIdentifier} onChange={(event) => set('integrationIdentifier', event.target.value)} />
      </div>
      <TextareaField label="Description" optional value={form.description ?? ''} onChange={(event) => set('description', event.target.value)} />
      <div className="grid gap-3 md:grid-cols-3">
        <SelectField label="Billing model" value={form.billingModel} onChange={(event) => set('billingModel', event.target.value as BillingModel)}>
          {billingModels.map((model) => (
            <option key={model} value={model}>
              {billingModelLabels[model]}
            </option>
          ))}
        </SelectField>
        <InputField label="Currency" maxLength={3} value={form.currency ?? 'EUR'} onChange={(event) => set('currency', event.target.value.toUpperCase())} />
        <InputField label="Monthly fee (minor units)" type="number" min={0} step={1} value={form.monthlyFee ?? 0} onChange={(event) => set('monthlyFee', whole(event.target.value))} />
        <InputField label="Sender fee per request (minor units)" type="number" min={0} step={1} value={form.senderPerRequestFee ?? 0} onChange={(event) => set('senderPerRequestFee', whole(event.target.value))} />
        <InputField label="Receiver fee per request (minor units)" type="number" min={0} step={1} value={form.receiverPerRequestFee ?? 0} onChange={(event) => set('receiverPerRequestFee', whole(event.target.value))} />
        <InputField label="Sender percentage" type="number" min={0} max={100} step={0.01} value={form.senderBillingPercentage ?? 0} onChange={(event) => set('senderBillingPercentage', whole(event.target.value))} />
        <InputField label="Receiver percentage" type="number" min={0} max={100} step={0.01} value={form.receiverBillingPercentage ?? 0} onChange={(event) => set('receiverBillingPercentage', whole(event.target.value))} />
      </div>
      <CheckboxField label="Financial integration (events declare a volume)" checked={form.isFinancialIntegration ?? false} onChange={(event) => set('isFinancialIntegration', event.target.checked)} />
      <CheckboxField label="Active (companies can use it)" checked={form.isActive ?? false} onChange={(event) => set('isActive', event.target.checked)} />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function Endpoints({ type }: { type: IntegrationType }) {
  const endpoints = useEndpoints(type.id);
  const saveEndpoint = useSaveEndpoint();
  const savePayload = useSavePayload();
  const [name, setName] = useState('');
  const [eventType, setEventType] = useState('');
  const [schemas, setSchemas] = useState<Record<number, string>>({});
  return (
    <div className="grid gap-3">
      {(endpoints.data ?? []).map((endpoint) => (
        <div key={endpoint.id} className="grid gap-2 rounded border p-3">
          <p className="text-sm font-medium">
            {endpoint.name} <code className="ml-1 font-normal">{endpoint.eventType}</code>
          </p>
          <TextareaField
            label="Request payload JSON Schema (saves a new version)"
            rows={4}
            className="font-mono text-xs"
            value={schemas[endpoint.id] ?? ''}
            placeholder='{"type": "object", "required": ["id"]}'
            onChange={(event) => setSchemas((current) => ({ ...current, [endpoint.id]: event.target.value }))}
          />
          <div>
            <Button
              size="sm"
              variant="outline"
              disabled={savePayload.isPending}
              onClick={() => {
                let schema: Record<string, unknown>;
                try {
                  schema = JSON.parse(schemas[endpoint.id] ?? '') as Record<string, unknown>;
                } catch {
                  notifyErrorOf('The schema is not valid JSON')(new Error('invalid JSON'));
                  return;
                }
                savePayload.mutate({ integrationEndpointId: endpoint.id, direction: 'REQUEST', schema }, { onSuccess: (saved) => notifySuccess(`Payload structure saved as version ${saved.version}`), onError: notifyErrorOf(IntegrationFailure.createPayload) });
              }}
            >
              Save schema
            </Button>
          </div>
        </div>
      ))}
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          saveEndpoint.mutate({ integrationTypeId: type.id, name, eventType }, { onSuccess: () => { setName(''); setEventType(''); notifySuccess('Endpoint created'); }, onError: notifyErrorOf(IntegrationFailure.createEndpoint) });
        }}
      >
        <InputField label="Endpoint name" value={name} onChange={(event) => setName(event.target.value)} required />
        <InputField label="Event type" placeholder="wallet.debit" value={eventType} onChange={(event) => setEventType(event.target.value)} required />
        <Button type="submit" size="sm" disabled={saveEndpoint.isPending}>
          Add endpoint
        </Button>
      </form>
    </div>
  );
}

function TypeRow({ type }: { type: IntegrationType }) {
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const remove = useDeleteIntegrationType();
  if (editing) return <TypeForm id={type.id} initial={{ ...type }} onDone={() => setEditing(false)} />;
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {type.name} <code className="text-xs font-normal">{type.integrationIdentifier}</code>
            <Badge variant={type.isActive ? 'success' : 'secondary'}>{type.isActive ? 'Active' : 'Inactive'}</Badge>
          </p>
          <p className="text-sm text-muted-foreground">{pricing(type)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
            Endpoints
          </Button>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(type.id, { onSuccess: () => notifySuccess('Integration type deleted'), onError: notifyErrorOf(IntegrationFailure.deleteType) })}>
            Delete
          </Button>
        </div>
      </div>
      {open ? <Endpoints type={type} /> : null}
    </li>
  );
}

/** /dashboard/admin/integration-types: the integration catalogue. */
export default function AdminIntegrationTypesPage() {
  const types = useIntegrationTypes(true);
  const [creating, setCreating] = useState(false);
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title="Integration Types"
        description="The catalogue companies integrate through: billing, endpoints and their payload schemas."
        actions={
          <Button onClick={() => setCreating(true)} disabled={creating}>
            <Plus aria-hidden="true" /> New type
          </Button>
        }
      />
      {creating ? <TypeForm initial={emptyType} onDone={() => setCreating(false)} /> : null}
      {types.isPending ? (
        <ListSkeleton rows={3} label="Loading integration types" />
      ) : types.isError ? (
        <DataError context="integration types" onRetry={() => void types.refetch()} />
      ) : types.data.length === 0 ? (
        <EmptyState title="No integration types yet">Create the first type companies can integrate through.</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {types.data.map((type) => (
            <TypeRow key={type.id} type={type} />
          ))}
        </ul>
      )}
    </div>
  );
}
