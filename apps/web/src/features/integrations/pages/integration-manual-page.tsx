import { Link, useParams } from 'react-router';
import { BookOpen } from 'lucide-react';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { useIntegrationType, useIntegrationTypes } from '../api/integrations';
import { TypeManual } from '../components/type-manual';

function Index() {
  const types = useIntegrationTypes();
  if (types.isPending) return <ListSkeleton rows={3} label="Loading integration types" />;
  if (types.isError) return <DataError context="integration types" onRetry={() => void types.refetch()} />;
  if (types.data.length === 0) return <EmptyState icon={<BookOpen className="size-5" />} title="No integration types yet" />;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {types.data.map((type) => (
        <li key={type.id} className="rounded-lg border bg-card p-4">
          <Link to={`/dashboard/integration-manual/${type.id}`} className="font-semibold hover:underline">
            {type.name}
          </Link>
          <p className="text-sm text-muted-foreground">{type.description}</p>
        </li>
      ))}
    </ul>
  );
}

function Manual({ id }: { id: number }) {
  const type = useIntegrationType(id);
  if (type.isPending) return <ListSkeleton rows={3} label="Loading the manual" />;
  if (type.isError) return <DataError context="the integration type" onRetry={() => void type.refetch()} />;
  return (
    <article className="grid gap-4">
      <h2 className="text-xl font-semibold">{type.data.name}</h2>
      <TypeManual type={type.data} />
      <p className="text-sm">
        Every delivery is signed: see <Link className="underline" to="/dashboard/documentation/integration">signature verification</Link>.
      </p>
    </article>
  );
}

/** /dashboard/integration-manual and /dashboard/integration-manual/{integrationTypeId}: generated from the catalogue. */
export default function IntegrationManualPage() {
  const { integrationTypeId } = useParams();
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Integration Manual" description="Events, payload schemas and pricing of each integration type, generated from the catalogue." />
      {integrationTypeId ? <Manual id={Number(integrationTypeId)} /> : <Index />}
    </div>
  );
}
