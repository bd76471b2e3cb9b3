import { useState } from 'react';
import { Building2, Check, X } from 'lucide-react';
import { Link } from 'react-router';
import type { CompanyConnection } from '@paytable/contracts';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useAnswerCompanyRequest, useCompanyConnections, useDisconnectCompany } from '../api/company-connections';

type Kind = 'connected' | 'incoming' | 'outgoing';
const copy: Record<Kind, { heading: string; empty: string }> = {
  connected: { heading: 'Connected companies', empty: 'Your company is not connected with any company yet.' },
  incoming: { heading: 'Requests to your company', empty: 'No company is waiting for your answer.' },
  outgoing: { heading: 'Requests your company sent', empty: 'No requests waiting for another company.' },
};

function CompanyRow({ connection, kind }: { connection: CompanyConnection; kind: Kind }) {
  const answer = useAnswerCompanyRequest();
  const disconnect = useDisconnectCompany();
  const { company } = connection;
  const respond = (choice: 'approve' | 'reject') =>
    answer.mutate(
      { requestId: connection.id, companyId: connection.targetCompanyId, answer: choice },
      { onSuccess: () => notify({ variant: 'success', title: choice === 'approve' ? `Connected with ${company.name}` : 'Request rejected' }), onError: notifyApiError },
    );
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar className="size-10 rounded-md">
          {company.logo?.startsWith('http') ? <AvatarImage src={company.logo} alt="" /> : null}
          <AvatarFallback className="rounded-md bg-muted">
            <Building2 className="size-5 text-muted-foreground" aria-hidden="true" />
          </AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <Link to={`/dashboard/marketplace/company/${company.id}`} className="block truncate font-medium hover:underline">
            {company.name}
          </Link>
          <p className="text-xs text-muted-foreground">
            {company.verified ? 'Verified · ' : ''}
            {kind === 'connected' ? `Connected ${new Date(connection.respondedAt ?? connection.createdAt).toLocaleDateString()}` : `Requested ${new Date(connection.createdAt).toLocaleDateString()}`}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {kind === 'incoming' ? (
          <>
            <Button size="sm" onClick={() => respond('approve')} disabled={answer.isPending}>
              <Check aria-hidden="true" /> Approve
            </Button>
            <Button size="sm" variant="outline" onClick={() => respond('reject')} disabled={answer.isPending}>
              <X aria-hidden="true" /> Reject
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" disabled={disconnect.isPending} onClick={() => disconnect.mutate(company.id, { onError: notifyApiError })}>
            {kind === 'connected' ? 'Disconnect' : 'Withdraw'}
          </Button>
        )}
      </div>
    </li>
  );
}

function CompanyList({ kind }: { kind: Kind }) {
  const [page, setPage] = useState(0);
  const list = useCompanyConnections(kind, page);
  return (
    <section aria-labelledby={`company-${kind}`} className="grid gap-3">
      <h2 id={`company-${kind}`} className="text-base font-semibold">
        {copy[kind].heading}
      </h2>
      {list.isPending ? (
        <ListSkeleton rows={2} label={copy[kind].heading} />
      ) : list.isError || list.data.content.length === 0 ? (
        // Seed §7: failures of these fetches read as an empty list.
        <EmptyState icon={<Building2 className="size-5" />} title={copy[kind].empty} />
      ) : (
        <>
          <ul className="grid gap-2">
            {list.data.content.map((connection) => (
              <CompanyRow key={connection.id} connection={connection} kind={kind} />
            ))}
          </ul>
          <Pager page={page} totalPages={list.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}

/** Company connections of the user's company; answering needs company administration rights (server-checked). */
export function CompanyConnectionsPanel() {
  return (
    <div className="grid gap-6">
      <CompanyList kind="incoming" />
      <CompanyList kind="connected" />
      <CompanyList kind="outgoing" />
    </div>
  );
}
