import { useState, type FormEvent } from 'react';
import { Gavel } from 'lucide-react';
import { AccountingFailure, AccountingMessage, creditControlActionLabels, creditControlActions, type CreditControlAction } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { CheckboxField, InputField, SelectField } from '@/components/form-field';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { ScrollRegion } from '@/components/scroll-region';
import { TableHead } from '@/components/table-head';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notifyFailure } from '@/lib/notify-failure';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useCreateCreditControlRule, useCreditControlRules } from '../api/documents';
import { notifySuccess } from '../lib/format';

function NewRuleForm() {
  const create = useCreateCreditControlRule();
  const [name, setName] = useState('');
  const [days, setDays] = useState('14');
  const [action, setAction] = useState<CreditControlAction>('REMINDER');
  const [isActive, setIsActive] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const daysOverdue = Number(days);
    const local: Record<string, string> = {};
    if (name.trim() === '') local.name = 'Name is required';
    if (!Number.isInteger(daysOverdue) || daysOverdue < 1) local.daysOverdue = 'Days overdue is at least 1';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    create.mutate(
      { name: name.trim(), daysOverdue, action, isActive },
      {
        onSuccess: (rule) => {
          notifySuccess(`${AccountingMessage.ruleCreated}: ${rule.name}`);
          setName('');
        },
        onError: (error) => {
          const placed = serverFieldErrors(error);
          setErrors(placed);
          if (Object.keys(placed).length === 0) notifyFailure(error, AccountingFailure.rules);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>New rule</CardTitle>
        <CardDescription>Each rule acts once on every open invoice at least that many days past its due date; the run is daily at 06:30 UTC.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3 sm:grid-cols-3" onSubmit={submit} aria-label="New credit control rule" noValidate>
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
          <div className="sm:col-span-3">
            <Button type="submit" disabled={create.isPending}>Add rule</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

const columns = [{ label: 'Rule' }, { label: 'Days overdue', numeric: true }, { label: 'Action' }, { label: 'Status' }] as const;

/** /dashboard/admin/credit-control: the credit control rules (days overdue → reminder, notification or suspension) and a form to add one. */
export default function AdminCreditControlPage() {
  const rules = useCreditControlRules();
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Credit Control" description="What happens to an invoice left unpaid: a reminder e-mail, a notice to the company's administrators, its partnerships suspended." />
      <NewRuleForm />
      {rules.isPending ? (
        <ListSkeleton rows={3} label="Loading credit control rules" />
      ) : rules.isError ? (
        <DataError context="credit control rules" onRetry={() => void rules.refetch()} />
      ) : rules.data.length === 0 ? (
        <EmptyState icon={<Gavel className="size-5" />} title="No rules">Without rules, overdue invoices are only listed in aging.</EmptyState>
      ) : (
        <ScrollRegion label="Credit control rules" className="rounded-lg border bg-card">
          <table className="w-full min-w-[30rem] text-sm">
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
                  </tr>
                ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
