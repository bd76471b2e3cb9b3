import { useState, type FormEvent } from 'react';
import { AlertTriangle, FileSignature, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  calendarWeekdayLabels,
  calendarWeekdays,
  contractSlaBasisLabels,
  SupportMessage,
  ticketPriorities,
  ticketPriorityLabels,
  type ContractSla,
  type ContractSlaInput,
  type TicketPriority,
} from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useContractSlaCompanies, useContractSlas, useDeleteContractSla, useSaveContractSla } from '../api/contract-slas';
import { formatMinutes } from '../lib/format';

type Weekday = (typeof calendarWeekdays)[number];
type Target = 'firstResponseMinutes' | 'nextResponseMinutes' | 'resolutionMinutes';
const targets: { key: Target; label: string }[] = [
  { key: 'firstResponseMinutes', label: 'First response' },
  { key: 'nextResponseMinutes', label: 'Next response' },
  { key: 'resolutionMinutes', label: 'Resolution' },
];

/** The form's state: hours as text so a half-typed number is not lost; days keyed by weekday. */
interface Draft {
  companyId: string;
  timeZone: string;
  days: Record<Weekday, { on: boolean; opensAt: string; closesAt: string }>;
  holidays: string;
  hours: Record<TicketPriority, Record<Target, string>>;
}

const DEFAULT_HOURS: Record<TicketPriority, [number, number, number]> = { urgent: [1, 2, 8], high: [4, 8, 24], medium: [8, 16, 40], low: [16, 24, 80] };

function draftOf(sla: ContractSla | undefined): Draft {
  const days = Object.fromEntries(
    calendarWeekdays.map((weekday) => {
      const day = sla?.workingDays.find((entry) => entry.weekday === weekday);
      return [weekday, day ? { on: true, opensAt: day.opensAt, closesAt: day.closesAt } : { on: sla === undefined && weekday <= 5, opensAt: '09:00', closesAt: '17:00' }];
    }),
  ) as Draft['days'];
  const hours = Object.fromEntries(
    ticketPriorities.map((priority) => [
      priority,
      Object.fromEntries(targets.map(({ key }, index) => [key, String(sla ? sla.policies[priority][key] / 60 : DEFAULT_HOURS[priority][index])])),
    ]),
  ) as Draft['hours'];
  return { companyId: sla ? String(sla.company.id) : '', timeZone: sla?.timeZone ?? 'Europe/Malta', days, holidays: sla?.holidays.join('\n') ?? '', hours };
}

function inputOf(draft: Draft): ContractSlaInput {
  return {
    timeZone: draft.timeZone.trim(),
    workingDays: calendarWeekdays.filter((weekday) => draft.days[weekday].on).map((weekday) => ({ weekday, opensAt: draft.days[weekday].opensAt, closesAt: draft.days[weekday].closesAt })),
    holidays: draft.holidays.split(/[\s,]+/).filter(Boolean),
    policies: Object.fromEntries(
      ticketPriorities.map((priority) => [priority, Object.fromEntries(targets.map(({ key }) => [key, Math.round(Number(draft.hours[priority][key]) * 60)]))]),
    ) as ContractSlaInput['policies'],
  };
}

function ContractForm({ sla, onDone }: { sla?: ContractSla; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(sla));
  const companies = useContractSlaCompanies(sla === undefined);
  const existing = useContractSlas(true);
  const save = useSaveContractSla();
  const taken = new Set((existing.data ?? []).map((entry) => entry.company.id));
  const choices = (companies.data ?? []).filter((company) => !taken.has(company.id));
  const setDay = (weekday: Weekday, change: Partial<Draft['days'][Weekday]>) => setDraft((current) => ({ ...current, days: { ...current.days, [weekday]: { ...current.days[weekday], ...change } } }));
  const setHours = (priority: TicketPriority, key: Target, value: string) =>
    setDraft((current) => ({ ...current, hours: { ...current.hours, [priority]: { ...current.hours[priority], [key]: value } } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const companyId = Number(draft.companyId);
    if (!companyId) return;
    save.mutate(
      { companyId, input: inputOf(draft) },
      { onSuccess: () => { notify({ variant: 'success', description: SupportMessage.contractSlaSaved }); onDone(); }, onError: notifyErrorOf(SupportMessage.contractSlaSaveFailed) },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-lg border bg-card p-3" aria-label={sla ? `Contract SLA of ${sla.company.name}` : 'New contract SLA'}>
      <div className="grid gap-3 sm:grid-cols-2">
        {sla ? (
          <p className="text-sm font-medium">{sla.company.name}</p>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor="contract-company">Company</Label>
            <select
              id="contract-company"
              required
              value={draft.companyId}
              onChange={(event) => setDraft({ ...draft, companyId: event.target.value })}
              className="h-9 rounded-md border border-input bg-transparent px-2 text-sm"
              aria-describedby="contract-company-hint"
            >
              <option value="">{companies.isPending ? 'Loading companies…' : 'Choose a company'}</option>
              {choices.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name} — {contractSlaBasisLabels[company.basis]}
                </option>
              ))}
            </select>
            <p id="contract-company-hint" className="text-xs text-muted-foreground">
              Companies with an active partnership or a paid plan.
            </p>
          </div>
        )}
        <div className="grid gap-2">
          <Label htmlFor="contract-zone">Time zone</Label>
          <Input id="contract-zone" required value={draft.timeZone} onChange={(event) => setDraft({ ...draft, timeZone: event.target.value })} placeholder="Europe/Malta" />
        </div>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Working days and hours</legend>
        <div className="grid gap-2 xl:grid-cols-2">
          {calendarWeekdays.map((weekday) => (
            <div key={weekday} className="flex flex-wrap items-center gap-2 text-sm">
              <label className="flex w-full items-center gap-2 sm:w-28">
                <input type="checkbox" className="size-4" checked={draft.days[weekday].on} onChange={(event) => setDay(weekday, { on: event.target.checked })} />
                {calendarWeekdayLabels[weekday]}
              </label>
              <Input
                type="time"
                aria-label={`${calendarWeekdayLabels[weekday]} opens at`}
                className="h-8 w-32"
                disabled={!draft.days[weekday].on}
                value={draft.days[weekday].opensAt}
                onChange={(event) => setDay(weekday, { opensAt: event.target.value })}
              />
              <span aria-hidden="true">–</span>
              <Input
                type="time"
                aria-label={`${calendarWeekdayLabels[weekday]} closes at`}
                className="h-8 w-32"
                disabled={!draft.days[weekday].on}
                value={draft.days[weekday].closesAt}
                onChange={(event) => setDay(weekday, { closesAt: event.target.value })}
              />
            </div>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor="contract-holidays">Holidays</Label>
        <Textarea id="contract-holidays" rows={2} value={draft.holidays} onChange={(event) => setDraft({ ...draft, holidays: event.target.value })} placeholder="2026-12-25" aria-describedby="contract-holidays-hint" />
        <p id="contract-holidays-hint" className="text-xs text-muted-foreground">
          Dates as YYYY-MM-DD, one per line or separated by commas.
        </p>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Targets in business hours</legend>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th scope="col" className="py-1 font-medium">Priority</th>
                {targets.map((target) => (
                  <th key={target.key} scope="col" className="py-1 pr-2 font-medium">{target.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ticketPriorities.map((priority) => (
                <tr key={priority}>
                  <th scope="row" className="py-1 pr-2 text-left font-normal">{ticketPriorityLabels[priority]}</th>
                  {targets.map((target) => (
                    <td key={target.key} className="py-1 pr-2">
                      <Input
                        type="number"
                        min={0.25}
                        step={0.25}
                        required
                        className="h-8 w-16 sm:w-20"
                        aria-label={`${ticketPriorityLabels[priority]} ${target.label.toLowerCase()}, hours`}
                        value={draft.hours[priority][target.key]}
                        onChange={(event) => setHours(priority, target.key, event.target.value)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending || !draft.companyId}>
          {save.isPending ? 'Saving…' : 'Save contract SLA'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ContractCard({ sla, onEdit }: { sla: ContractSla; onEdit: () => void }) {
  const remove = useDeleteContractSla();
  const days = sla.workingDays.map((day) => `${calendarWeekdayLabels[day.weekday as Weekday].slice(0, 3)} ${day.opensAt}–${day.closesAt}`).join(', ');
  const urgent = sla.policies.urgent;
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3 text-sm" data-testid="contract-sla">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{sla.company.name}</p>
        {sla.basis ? (
          <Badge variant="outline">{contractSlaBasisLabels[sla.basis]}</Badge>
        ) : (
          <Badge variant="outline" className="border-amber-300 text-amber-900 dark:text-amber-300">
            <AlertTriangle aria-hidden="true" /> No active partnership or paid plan: tickets run on the default SLA
          </Badge>
        )}
      </div>
      <p className="text-muted-foreground">
        {sla.timeZone} · {days}
        {sla.holidays.length > 0 ? ` · ${sla.holidays.length} holiday${sla.holidays.length === 1 ? '' : 's'}` : ''}
      </p>
      <p>
        Urgent: first response {formatMinutes(urgent.firstResponseMinutes)}, next response {formatMinutes(urgent.nextResponseMinutes)}, resolution {formatMinutes(urgent.resolutionMinutes)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" disabled={remove.isPending}>
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          }
          title={`Remove the contract SLA of ${sla.company.name}?`}
          description="Its tickets go back to the default SLA."
          confirmLabel="Remove"
          destructive
          onConfirm={() => remove.mutate(sla.company.id, { onSuccess: () => notify({ variant: 'success', description: SupportMessage.contractSlaDeleted }), onError: notifyErrorOf(SupportMessage.contractSlaDeleteFailed) })}
        />
      </div>
    </li>
  );
}

/** The desk's Contract SLAs panel: companies with their own targets and calendar, added, edited and removed here. */
export function ContractSlaPanel() {
  const contracts = useContractSlas(true);
  const [editing, setEditing] = useState<number | 'new' | undefined>(undefined);
  return (
    <section aria-labelledby="contract-slas-title" className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="contract-slas-title" className="text-base font-semibold">
          Contract SLAs
        </h2>
        {editing === undefined ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> Add contract SLA
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">A company with an active partnership or a paid plan may have its own targets and business hours; they replace the default SLA for its tickets.</p>
      {editing === 'new' ? <ContractForm onDone={() => setEditing(undefined)} /> : null}
      {contracts.isPending ? (
        <Skeleton className="h-24 w-full" role="status" aria-label="Loading contract SLAs" />
      ) : contracts.isError ? (
        <DataError context="contract SLAs" onRetry={() => void contracts.refetch()} />
      ) : contracts.data.length === 0 ? (
        <EmptyState icon={<FileSignature className="size-5" />} title="No contract SLAs">
          Every ticket runs on the default SLA.
        </EmptyState>
      ) : (
        <ul className="grid gap-2 lg:grid-cols-2" aria-label="Contract SLAs">
          {contracts.data.map((sla) =>
            editing === sla.company.id ? (
              <li key={sla.company.id} className="lg:col-span-2">
                <ContractForm sla={sla} onDone={() => setEditing(undefined)} />
              </li>
            ) : (
              <ContractCard key={sla.company.id} sla={sla} onEdit={() => setEditing(sla.company.id)} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
