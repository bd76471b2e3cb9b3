import { useState } from 'react';
import { Building2, Mail, Pencil, Plus, Trash2 } from 'lucide-react';
import { prospectStatuses, type Prospect, type ProspectPerson } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, Pager, PageHeader } from '@/components/list-states';
import { SearchField } from '@/components/search-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { usePagedSearch } from '@/lib/use-paged-search';
import { notifyFailure } from '@/lib/notify-failure';
import { useDeleteProspect, useInviteProspect, useProspectOwners, useProspects, useSaveProspect } from '../api/prospects';
import { CatalogueSheet } from '../components/catalogue-sheet';
import { ProspectForm } from '../components/prospect-form';
import { prospectStatusLabels } from '../lib/prospect-labels';

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const formatDay = (day: string) => date.format(new Date(`${day}T00:00:00`));

function ProspectRow({ prospect, onEdit }: { prospect: Prospect; onEdit: () => void }) {
  const invite = useInviteProspect();
  const remove = useDeleteProspect();
  const registered = prospect.linkedUser !== null;
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 md:flex-row md:items-start">
      <div className="min-w-0 flex-1 grid gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{prospect.companyName}</span>
          <Badge variant={prospect.status === 'LOST' ? 'outline' : 'secondary'}>{prospectStatusLabels[prospect.status]}</Badge>
          {registered ? <Badge>Registered</Badge> : null}
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {prospect.contactName ? `${prospect.contactName} · ` : ''}
          {prospect.contactEmail}
          {prospect.website ? ` · ${prospect.website}` : ''}
        </p>
        <p className="text-sm">
          <span className="text-muted-foreground">Owner:</span> {prospect.owner ? prospect.owner.fullName || prospect.owner.email : 'Nobody yet'}
          {prospect.nextStep ? (
            <>
              {' · '}
              <span className="text-muted-foreground">Next:</span> {prospect.nextStep}
              {prospect.nextStepDate ? ` (${formatDay(prospect.nextStepDate)})` : ''}
            </>
          ) : null}
        </p>
        {prospect.notes ? <p className="line-clamp-2 text-sm text-muted-foreground whitespace-pre-line">{prospect.notes}</p> : null}
        {prospect.invitedAt ? (
          <p className="text-xs text-muted-foreground">
            Invited {date.format(new Date(prospect.invitedAt))}
            {prospect.inviteCount > 1 ? ` (${prospect.inviteCount} invitations)` : ''}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${prospect.companyName}`}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
        {registered ? null : (
          <Button
            size="sm"
            variant="outline"
            disabled={invite.isPending}
            // The visible words first, then whom (WCAG 2.5.3 label in name).
            aria-label={`${prospect.invitedAt ? 'Invite again' : 'Invite'} ${prospect.companyName}`}
            onClick={() =>
              invite.mutate(
                { id: prospect.id },
                {
                  onSuccess: () => notify({ variant: 'success', title: 'Invitation sent', description: `An invitation went to ${prospect.contactEmail}.` }),
                  onError: (error) => notifyFailure(error, 'Failed to send invitation'),
                },
              )
            }
          >
            <Mail aria-hidden="true" /> {prospect.invitedAt ? 'Invite again' : 'Invite'}
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" className="text-destructive" disabled={remove.isPending} aria-label={`Delete ${prospect.companyName}`}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          }
          title={`Delete ${prospect.companyName}?`}
          description="The prospect leaves the prospects list, with its notes and invitation history."
          confirmLabel="Delete"
          destructive
          onConfirm={() =>
            remove.mutate(prospect.id, {
              onSuccess: () => notify({ variant: 'success', title: 'Prospect deleted' }),
              onError: (error) => notifyFailure(error, 'Failed to delete prospect'),
            })
          }
        />
      </div>
    </li>
  );
}

type Editing = { prospect?: Prospect } | undefined;

/** /dashboard/admin/prospects — companies to invite: status, owner, notes, next step, invitation by e-mail. */
export function AdminProspectsPage() {
  const { search, page, setPage, onSearchChange } = usePagedSearch();
  const [status, setStatus] = useState('');
  const [ownerId, setOwnerId] = useState('');
  const [editing, setEditing] = useState<Editing>(undefined);
  const owners = useProspectOwners();
  const save = useSaveProspect();
  const prospects = useProspects({ page, status: status || undefined, ownerId: ownerId ? Number(ownerId) : undefined, search: search.trim() || undefined });
  const ownerList: ProspectPerson[] = owners.data ?? [];
  const filtered = Boolean(status || ownerId || search.trim());
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <PageHeader
        title="Prospects"
        description="Companies to invite to Paytable: who owns each, where it stands and what comes next."
        actions={
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" /> Add prospect
          </Button>
        }
      />
      <div className="grid gap-3 md:grid-cols-[1fr_12rem_14rem] md:items-end">
        <SearchField placeholder="Search company, contact or e-mail" aria-label="Search prospects" value={search} onChange={onSearchChange} />
        <FilterSelect
          label="Status"
          anyLabel="Every status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(0);
          }}
        >
          {prospectStatuses.map((value) => (
            <option key={value} value={value}>
              {prospectStatusLabels[value]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Owner"
          anyLabel="Any owner"
          value={ownerId}
          onChange={(value) => {
            setOwnerId(value);
            setPage(0);
          }}
        >
          {ownerList.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.fullName || owner.email}
            </option>
          ))}
        </FilterSelect>
      </div>
      {prospects.isPending ? <ListSkeleton label="Loading prospects" /> : null}
      {prospects.isError ? <DataError context="prospects" onRetry={() => void prospects.refetch()} /> : null}
      {prospects.isSuccess && prospects.data.content.length === 0 ? (
        <EmptyState icon={<Building2 className="size-5" />} title={filtered ? 'No prospect matches' : 'No prospects yet'}>
          {filtered ? 'Try another status, owner or search.' : 'Add the companies you want to bring to Paytable.'}
        </EmptyState>
      ) : null}
      {prospects.isSuccess && prospects.data.content.length > 0 ? (
        <>
          <p className="text-sm text-muted-foreground">{prospects.data.totalElements} prospects</p>
          <ul className="grid grid-cols-1 gap-3" aria-label="Prospects">
            {prospects.data.content.map((prospect) => (
              <ProspectRow key={prospect.id} prospect={prospect} onEdit={() => setEditing({ prospect })} />
            ))}
          </ul>
        </>
      ) : null}
      <Pager page={page} totalPages={prospects.data?.totalPages ?? 0} onPage={setPage} />
      <CatalogueSheet
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing?.prospect ? `Edit ${editing.prospect.companyName}` : 'New prospect'}
        description="Status, owner, notes and the next step."
      >
        {editing ? (
          <ProspectForm
            key={editing.prospect?.id ?? 'new'}
            prospect={editing.prospect}
            owners={ownerList}
            onSave={async (values) => {
              await save.mutateAsync({ id: editing.prospect?.id, body: values });
              notify({ variant: 'success', title: editing.prospect ? 'Prospect saved' : 'Prospect added' });
              setEditing(undefined);
            }}
          />
        ) : null}
      </CatalogueSheet>
    </div>
  );
}

export default AdminProspectsPage;
