import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { IntegrationFailure, type Partnership } from '@paytable/contracts';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useDiscovery, useIntegrationType, useIntegrationTypes, usePartnership, usePartnershipAction, useRequestPartnership } from '../api/integrations';
import { SettingsPanel } from '../components/settings-panel';
import { PartnershipStatusBadge } from '../components/status-badges';
import { pricing, TypeManual } from '../components/type-manual';
import { notifySuccess } from '../lib/notify-error';

const steps = ['Choose a type', 'Choose a partner', 'Endpoints and payloads', 'Keys and secret', 'Send a test', 'Go live'] as const;

function Stepper({ current }: { current: number }) {
  return (
    <ol className="flex flex-wrap gap-2 text-xs" aria-label="Wizard steps">
      {steps.map((step, index) => (
        <li key={step} aria-current={index === current ? 'step' : undefined} className={`rounded-full border px-3 py-1 ${index === current ? 'border-primary bg-primary text-primary-foreground' : index < current ? 'bg-muted' : 'text-muted-foreground'}`}>
          {index + 1}. {step}
        </li>
      ))}
    </ol>
  );
}

/** Steps 1 and 2: a type, then a provider; sending the request creates the partnership the wizard resumes on. */
function StartSteps() {
  const navigate = useNavigate();
  const types = useIntegrationTypes();
  const [typeId, setTypeId] = useState<number | null>(null);
  const matches = useDiscovery(typeId ?? undefined);
  const request = useRequestPartnership();
  if (types.isPending) return <ListSkeleton rows={3} label="Loading integration types" />;
  if (types.isError) return <DataError context="integration types" onRetry={() => void types.refetch()} />;
  if (typeId === null) {
    return (
      <section className="grid gap-3" aria-label={steps[0]}>
        <Stepper current={0} />
        {types.data.length === 0 ? <p className="text-sm text-muted-foreground">No integration types are available yet.</p> : null}
        <ul className="grid gap-3 md:grid-cols-2">
          {types.data.map((type) => (
            <li key={type.id} className="grid gap-2 rounded-lg border bg-card p-4">
              <p className="font-semibold">{type.name}</p>
              <p className="text-sm text-muted-foreground">{type.description}</p>
              <p className="text-xs text-muted-foreground">{pricing(type)}</p>
              <div>
                <Button size="sm" onClick={() => setTypeId(type.id)}>
                  Choose {type.name}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="grid gap-3" aria-label={steps[1]}>
      <Stepper current={1} />
      <div>
        <Button variant="ghost" size="sm" onClick={() => setTypeId(null)}>
          ← Another type
        </Button>
      </div>
      {matches.isPending ? (
        <ListSkeleton rows={3} label="Ranking providers" />
      ) : matches.isError ? (
        <DataError context="providers" onRetry={() => void matches.refetch()} />
      ) : matches.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No provider is available for this type.</p>
      ) : (
        <ol className="grid gap-3">
          {matches.data.map((match) => (
            <li key={match.companyId} className="flex flex-col gap-2 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-semibold">{match.name}</p>
                <p className="text-xs text-muted-foreground">{match.reasons.join(' · ') || 'No particular fit found'}</p>
              </div>
              <Button
                size="sm"
                disabled={request.isPending}
                onClick={() =>
                  request.mutate(
                    { providerCompanyId: match.companyId, integrationTypeId: typeId },
                    {
                      onSuccess: (partnership) => {
                        notifySuccess(`Partnership requested from ${match.name}`);
                        void navigate(`/dashboard/integration-wizard/${partnership.id}`);
                      },
                      onError: notifyErrorOf(IntegrationFailure.fetchPartnerships),
                    },
                  )
                }
              >
                Request {match.name}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function GoLive({ partnership }: { partnership: Partnership }) {
  const act = usePartnershipAction();
  if (partnership.status === 'ACTIVE') {
    return (
      <p className="flex items-center gap-2 text-sm" role="status">
        <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" /> Live: deliveries flow between both companies.
      </p>
    );
  }
  if (partnership.status === 'PENDING') {
    return partnership.side === 'PROVIDER' ? (
      <Button onClick={() => act.mutate({ id: partnership.id, action: 'approve' }, { onSuccess: () => notifySuccess('Partnership approved'), onError: notifyErrorOf(IntegrationFailure.fetchPartnerships) })} disabled={act.isPending}>
        Approve the request
      </Button>
    ) : (
      <p className="text-sm text-muted-foreground">Waiting for {partnership.provider.name} to approve the request. You can prepare your settings meanwhile.</p>
    );
  }
  if (partnership.status === 'APPROVED' || partnership.status === 'SUSPENDED') {
    return (
      <Button onClick={() => act.mutate({ id: partnership.id, action: 'activate' }, { onSuccess: () => notifySuccess('Partnership active'), onError: notifyErrorOf(IntegrationFailure.fetchPartnerships) })} disabled={act.isPending}>
        Go live
      </Button>
    );
  }
  return <p className="text-sm text-muted-foreground">This partnership has ended.</p>;
}

/** Steps 3 to 6 for one partnership. */
function ResumeSteps({ id, companyId }: { id: number; companyId: number }) {
  const partnership = usePartnership(id);
  const type = useIntegrationType(partnership.data?.integrationType.id ?? 0);
  if (partnership.isPending) return <ListSkeleton rows={3} label="Loading the partnership" />;
  if (partnership.isError) return <DataError context="the partnership" onRetry={() => void partnership.refetch()} />;
  const data = partnership.data;
  const partner = data.side === 'PROVIDER' ? data.requester : data.provider;
  const current = data.status === 'ACTIVE' ? 5 : 2;
  return (
    <div className="grid gap-6">
      <Stepper current={current} />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">
          {data.integrationType.name} with {partner.name}
        </span>
        <PartnershipStatusBadge status={data.status} />
      </div>
      <section className="grid gap-2" aria-label={steps[2]}>
        <h2 className="text-lg font-semibold">3. Endpoints and payloads</h2>
        {type.data ? <TypeManual type={type.data} /> : <ListSkeleton rows={1} label="Loading the type" />}
      </section>
      <section className="grid gap-2" aria-label={`${steps[3]} and ${steps[4]}`}>
        <h2 className="text-lg font-semibold">4–5. Keys, secret and a test event</h2>
        <SettingsPanel companyId={companyId} />
      </section>
      <section className="grid gap-2" aria-label={steps[5]}>
        <h2 className="text-lg font-semibold">6. Go live</h2>
        <GoLive partnership={data} />
      </section>
      <p className="text-sm">
        <Link className="underline" to="/dashboard/company-integrations">
          Open the delivery log
        </Link>
      </p>
    </div>
  );
}

/** /dashboard/integration-wizard and /dashboard/integration-wizard/{id}: set an integration up end to end. */
export default function IntegrationWizardPage() {
  const { id } = useParams();
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Integration Wizard" description="Choose a type and a partner, check the payloads, set your keys and secret, send a test, then go live." />
      <CompanyAccessGate privileges={['company_integrations']} what="Setting up integrations">
        {(companyId) => (id ? <ResumeSteps id={Number(id)} companyId={companyId} /> : <StartSteps />)}
      </CompanyAccessGate>
    </div>
  );
}
