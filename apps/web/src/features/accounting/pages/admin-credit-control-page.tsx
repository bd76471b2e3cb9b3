import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Gavel } from 'lucide-react';
import { AccountingFailure, AccountingMessage, creditControlActionLabels, creditControlActions, type CreditControlAction, type CreditControlRule } from '@paytable/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataError } from '@/components/error-screen';
import { CheckboxField, InputField, SelectField } from '@/components/form-field';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { ScrollRegion } from '@/components/scroll-region';
import { TableHead } from '@/components/table-head';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notifyFailure } from '@/lib/notify-failure';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useCreateCreditControlRule, useCreditControlRules, useDeleteCreditControlRule, useUpdateCreditControlRule } from '../api/documents';
import { notifySuccess } from '../lib/format';

type RuleValues = Omit<CreditControlRule, 'id'>;
const blankRule: RuleValues = { name: '', daysOverdue: 14, action: 'REMINDER', isActive: true };

/**
 * The rule form: adds a rule, or changes `rule` when one is given (Cancel leaves it as it was). The key
 * on the caller resets it when another rule is chosen.
 */
function RuleForm({ rule, onDone }: { rule?: CreditControlRule; onDone?: () => void }) {
  const create = useCreateCreditControlRule();
  const update = useUpdateCreditControlRule();
  const start = rule ?? blankRule;
  const [name, setName] = useState(start.name);
  const [days, setDays] = useState(String(start.daysOverdue));
  const [action, setAction] = useState<CreditControlAction>(start.action);
  const [isActive, setIsActive] = useState(start.isActive);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editing = rule !== undefined;
  const formRef = useRef<HTMLFormElement>(null);
  // "Change" on a rule far down the list opens the form at the top: take the keyboard (and the view) there.
  useEffect(() => {
    if (editing) formRef.current?.querySelector('input')?.focus();
  }, [editing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const daysOverdue = Number(days);
    const local: Record<string, string> = {};
    if (name.trim() === '') local.name = 'Name is required';
    if (!Number.isInteger(daysOverdue) || daysOverdue < 1) local.daysOverdue = 'Days overdue is at least 1';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const values: RuleValues = { name: name.trim(), daysOverdue, action, isActive };
    const onError = (error: Error) => {
      const placed = serverFieldErrors(error);
      setErrors(placed);
      if (Object.keys(placed).length === 0) notifyFailure(error, AccountingFailure.rules);
    };
    if (editing) {
      update.mutate({ ...values, id: rule.id }, { onSuccess: (saved) => { notifySuccess(`${AccountingMessage.ruleUpdated}: ${saved.name}`); onDone?.(); }, onError });
      return;
    }
    create.mutate(values, {
      onSuccess: (created) => {
        notifySuccess(`${AccountingMessage.ruleCreated}: ${created.name}`);
        setName('');
      },
      onError,
    });
  };

  const title = editing ? `Change rule: ${rule.name}` : 'New rule';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {editing
            ? 'What the rule already did stays recorded on its invoices and is not done again.'
            : 'Each rule acts once on every open invoice at least that many days past its due date; the run is daily at 06:30 UTC.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={formRef} className="grid gap-3 sm:grid-cols-3" onSubmit={submit} aria-label={editing ? 'Change credit control rule' : 'New credit control rule'} noValidate>
          <InputField label="Name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} required maxLength={120} />
          <InputField label="Days overdue" type="number" inputMode="numeric" min={1} max={3650} value={days} onChange={(event) => setDays(event.target.value)} error={errors.daysOverdue} required />
          <SelectField label="Action" value={action} onChange={(event) => setAction(event.target.value as CreditControlAction)} error={errors.action}>
            {creditControlActions.map((each) => (
              <option key={each} value={each}>
                {creditControlActionLabels[each]}
              </option>
            ))}
          </SelectField>
          <CheckboxField label="Active" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} fieldClassName="sm:col-span-3" />
          <div className="flex flex-wrap gap-2 sm:col-span-3">
            <Button type="submit" disabled={create.isPending || update.isPending}>{editing ? 'Save rule' : 'Add rule'}</Button>
            {editing && (
              <Button type="button" variant="outline" onClick={onDone}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** Remove, after a confirmation; a rule that has acted is refused by the server (deactivate it instead), and the refusal is shown. */
function RemoveRule({ rule }: { rule: CreditControlRule }) {
  const remove = useDeleteCreditControlRule();
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" size="sm" variant="outline" disabled={remove.isPending} aria-label={`Remove ${rule.name}`}>
          Remove
        </Button>
      }
      title={`Remove "${rule.name}"?`}
      description="A rule that has never acted is removed. One that has acted keeps its record on its invoices: deactivate it instead."
      confirmLabel="Remove rule"
      destructive
      onConfirm={() => remove.mutate(rule.id, { onSuccess: () => notifySuccess(`${AccountingMessage.ruleDeleted}: ${rule.name}`), onError: (error) => notifyFailure(error, AccountingFailure.rules) })}
    />
  );
}

const columns = [{ label: 'Rule' }, { label: 'Days overdue', numeric: true }, { label: 'Action' }, { label: 'Status' }, { label: 'Actions' }] as const;

/** /dashboard/admin/credit-control: the credit control rules (days overdue → reminder, notification or suspension) a form to add one or change one, and Remove. */
export default function AdminCreditControlPage() {
  const rules = useCreditControlRules();
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = rules.data?.find((rule) => rule.id === editingId);
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Credit Control" description="What happens to an invoice left unpaid: a reminder e-mail, a notice to the company's administrators, its partnerships suspended." />
      {editing ? <RuleForm key={editing.id} rule={editing} onDone={() => setEditingId(null)} /> : <RuleForm key="new" />}
      {rules.isPending ? (
        <ListSkeleton rows={3} label="Loading credit control rules" />
      ) : rules.isError ? (
        <DataError context="credit control rules" onRetry={() => void rules.refetch()} />
      ) : rules.data.length === 0 ? (
        <EmptyState icon={<Gavel className="size-5" />} title="No rules">Without rules, overdue invoices are only listed in aging.</EmptyState>
      ) : (
        <ScrollRegion label="Credit control rules" className="rounded-lg border bg-card">
          <table className="w-full min-w-[36rem] text-sm">
            <TableHead columns={columns} cellClassName="px-3" />
            <tbody>
              {[...rules.data]
                .sort((a, b) => a.daysOverdue - b.daysOverdue)
                .map((rule) => (
                  <tr key={rule.id} className="border-b last:border-0">
                    <th scope="row" className="px-3 py-2 text-left font-medium">{rule.name}</th>
                    <td className="px-3 py-2 text-right tabular-nums">{rule.daysOverdue}</td>
                    <td className="px-3 py-2">{creditControlActionLabels[rule.action]}</td>
                    <td className="px-3 py-2">{rule.isActive ? 'Active' : 'Inactive'}</td>
                    <td className="px-3 py-2">
                      <div className="flex justify-end gap-2">
                        <Button type="button" size="sm" variant="outline" aria-label={`Change ${rule.name}`} onClick={() => setEditingId(rule.id)}>
                          Change
                        </Button>
                        <RemoveRule rule={rule} />
                      </div>
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
