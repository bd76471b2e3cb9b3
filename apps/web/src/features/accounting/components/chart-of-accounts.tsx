import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { AccountingFailure, AccountingMessage, accountTypeLabels, accountTypes, type AccountType, type LedgerAccount } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { InputField, SelectField } from '@/components/form-field';
import { ListSkeleton } from '@/components/list-states';
import { TableHead } from '@/components/table-head';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useAccountingActions, useChart } from '../api/accounting';
import { notifySuccess } from '../lib/format';

const fail = notifyErrorOf(AccountingFailure.chart);

/** Add an account, or change one (a system account keeps its type: the books post to it by that key). */
function AccountForm({ account, onDone }: { account?: LedgerAccount; onDone: () => void }) {
  const { createAccount, updateAccount } = useAccountingActions();
  const [code, setCode] = useState(account?.code ?? '');
  const [name, setName] = useState(account?.name ?? '');
  const [type, setType] = useState<AccountType>(account?.type ?? 'EXPENSE');
  const title = account ? `Change account ${account.code}` : 'New account';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { code, name, type, isActive: account?.isActive ?? true };
    if (account) updateAccount.mutate({ id: account.id, ...input }, { onSuccess: () => { notifySuccess(AccountingMessage.accountUpdated); onDone(); }, onError: fail });
    else createAccount.mutate(input, { onSuccess: () => { notifySuccess(AccountingMessage.accountCreated); onDone(); }, onError: fail });
  };
  return (
    <Card>
      <CardHeader><CardTitle>{title}</CardTitle></CardHeader>
      <CardContent>
        <form className="grid gap-3 sm:grid-cols-[8rem_1fr_12rem]" onSubmit={submit} aria-label={title}>
          <InputField label="Code" value={code} onChange={(event) => setCode(event.target.value)} required maxLength={20} pattern="[0-9A-Za-z.\-]+" title="Letters, digits, dots and dashes" />
          <InputField label="Name" value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} />
          <SelectField label="Type" value={type} onChange={(event) => setType(event.target.value as AccountType)} disabled={account?.systemKey != null}>
            {accountTypes.map((each) => <option key={each} value={each}>{accountTypeLabels[each]}</option>)}
          </SelectField>
          <div className="flex gap-2 sm:col-span-3">
            <Button type="submit" disabled={createAccount.isPending || updateAccount.isPending}>{account ? 'Save account' : 'Add account'}</Button>
            <Button type="button" variant="ghost" onClick={onDone}>Cancel</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The chart of accounts: add, rename, activate or deactivate, delete an account nothing was posted to. */
export function ChartOfAccounts() {
  const chart = useChart();
  const { updateAccount, deleteAccount } = useAccountingActions();
  const [editing, setEditing] = useState<LedgerAccount | 'new' | null>(null);
  if (chart.isPending) return <ListSkeleton rows={5} label="Loading the chart of accounts" />;
  if (chart.isError) return <DataError context="the chart of accounts" onRetry={() => void chart.refetch()} />;
  const toggle = (account: LedgerAccount) =>
    updateAccount.mutate({ id: account.id, code: account.code, name: account.name, type: account.type, isActive: !account.isActive }, { onSuccess: () => notifySuccess(AccountingMessage.accountUpdated), onError: fail });
  return (
    <div className="grid gap-3">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setEditing('new')}><Plus /> New account</Button>
      </div>
      {editing ? <AccountForm key={editing === 'new' ? 'new' : editing.id} account={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} /> : null}
      <div className="overflow-x-auto rounded-lg border bg-card">
        <table className="w-full min-w-[40rem] text-sm" aria-label="Chart of accounts">
          <TableHead columns={[{ label: 'Code' }, { label: 'Name' }, { label: 'Type' }, { label: 'Active' }, { label: 'Actions' }]} cellClassName="px-3" />
          <tbody>
            {chart.data.map((account) => (
              <tr key={account.id} className="border-b last:border-0">
                <th scope="row" className="px-3 py-2 text-left font-medium tabular-nums">{account.code}</th>
                <td className="px-3 py-2">{account.name}{account.systemKey ? <span className="ml-2 text-xs text-muted-foreground">system</span> : null}</td>
                <td className="px-3 py-2">{accountTypeLabels[account.type]}</td>
                <td className="px-3 py-2">{account.isActive ? 'Yes' : 'No'}</td>
                <td className="px-3 py-1">
                  <div className="flex gap-1">
                    <Button size="sm" variant="ghost" aria-label={`Change ${account.code} ${account.name}`} onClick={() => setEditing(account)}>Change</Button>
                    {account.systemKey ? null : (
                      <>
                        <Button size="sm" variant="outline" onClick={() => toggle(account)}>{account.isActive ? 'Deactivate' : 'Activate'}</Button>
                        <ConfirmDialog
                          trigger={
                            <Button size="sm" variant="ghost" className="text-destructive" aria-label={`Delete ${account.code} ${account.name}`}>
                              Delete
                            </Button>
                          }
                          title={`Delete account ${account.code}?`}
                          description="Only an account nothing was posted to can be deleted."
                          confirmLabel="Delete"
                          destructive
                          onConfirm={() => deleteAccount.mutate(account.id, { onSuccess: () => notifySuccess(AccountingMessage.accountDeleted), onError: fail })}
                        />
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
