import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, Plus } from 'lucide-react';
import { AccountingFailure, AccountingMessage, invoiceStatuses, type Invoice, type InvoiceStatus } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { InputField, SelectField } from '@/components/form-field';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifyErrorOf } from '@/lib/notify-failure';
import { billingProfileQuery } from '../api/documents';
import { downloadInvoicePdf, useAccountingActions, useBillableCompanies, useCurrencies, useInvoices } from '../api/accounting';
import { AgingPanel } from '../components/aging-panel';
import { blankInvoiceLine, InvoiceLinesEditor, InvoiceTotals, parseInvoiceLines, type DraftInvoiceLine } from '../components/invoice-lines-editor';
import { InvoiceHistory } from '../components/invoice-history';
import { InvoiceTable } from '../components/invoice-table';
import { addDays, formatMoney, invoiceStatusLabels, notifySuccess, toMinor, today } from '../lib/format';

type Panel = { kind: 'new' } | { kind: 'history'; invoice: Invoice } | { kind: 'payment'; invoice: Invoice } | { kind: 'credit'; invoice: Invoice } | { kind: 'chargeback'; invoice: Invoice } | null;

function NewInvoiceForm({ onDone }: { onDone: () => void }) {
  const companies = useBillableCompanies();
  const currencies = useCurrencies();
  const { createInvoice, sendInvoice } = useAccountingActions();
  const [companyId, setCompanyId] = useState('');
  const [currency, setCurrency] = useState('EUR');
  const [email, setEmail] = useState('');
  const [issueDate, setIssueDate] = useState(today());
  const [dueDate, setDueDate] = useState(addDays(today(), 30));
  const [supplyDate, setSupplyDate] = useState('');
  const queryClient = useQueryClient();
  // What finance typed wins over what the company's billing profile proposes, whenever the profile arrives.
  const touched = useRef({ email: false, dueDate: false });
  const chooseCompany = (id: string) => {
    setCompanyId(id);
    if (!id) return;
    void queryClient
      .fetchQuery(billingProfileQuery({ companyId: Number(id) }))
      .then((profile) => {
        if (!profile) return;
        if (!touched.current.email) setEmail(profile.billingEmail);
        if (!touched.current.dueDate) setDueDate(addDays(issueDate, profile.paymentTermsDays));
      })
      .catch(() => undefined);
  };
  const [lines, setLines] = useState<DraftInvoiceLine[]>(() => [blankInvoiceLine()]);
  const [error, setError] = useState<string>();
  const parsed = parseInvoiceLines(lines, currency);

  const submit = (send: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!companyId) return setError('Choose a company');
    if (typeof parsed === 'string') return setError(parsed);
    setError(undefined);
    createInvoice.mutate(
      { companyId: Number(companyId), currency, issueDate, dueDate, ...(supplyDate ? { supplyDate } : {}), billingEmail: email, lines: parsed },
      {
        onSuccess: (invoice) => {
          if (!send) {
            notifySuccess(AccountingMessage.invoiceCreated);
            onDone();
            return;
          }
          sendInvoice.mutate(invoice.id, { onSuccess: (sent) => { notifySuccess(`${AccountingMessage.invoiceSent}: ${sent.number}`); onDone(); }, onError: notifyErrorOf(AccountingFailure.invoices) });
        },
        onError: notifyErrorOf(AccountingFailure.invoices),
      },
    );
  };

  return (
    <Card>
      <CardHeader><CardTitle>New invoice</CardTitle></CardHeader>
      <CardContent>
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit(false)} aria-label="New invoice">
          <SelectField label="Company" value={companyId} onChange={(event) => chooseCompany(event.target.value)} hint="Its billing profile proposes the billing e-mail and the due date." required>
            <option value="">Choose…</option>
            {companies.data?.content.map((company) => <option key={company.id} value={company.id}>{company.name}</option>)}
          </SelectField>
          <SelectField label="Currency" value={currency} onChange={(event) => setCurrency(event.target.value)}>
            {(currencies.data ?? []).filter((each) => each.isActive).map((each) => <option key={each.code} value={each.code}>{each.code} — {each.name}</option>)}
          </SelectField>
          <InputField label="Billing e-mail" type="email" value={email} onChange={(event) => { touched.current.email = true; setEmail(event.target.value); }} required />
          <div className="grid gap-3 min-[28rem]:grid-cols-2 sm:grid-cols-1 lg:grid-cols-2">
            <InputField label="Issue date" type="date" value={issueDate} onChange={(event) => setIssueDate(event.target.value)} required />
            <InputField label="Due date" type="date" value={dueDate} onChange={(event) => { touched.current.dueDate = true; setDueDate(event.target.value); }} required />
          </div>
          <InputField label="Supply date" type="date" optional hint="When the service was supplied, if not on the issue date." value={supplyDate} onChange={(event) => setSupplyDate(event.target.value)} />
          <InvoiceLinesEditor lines={lines} currency={currency} onChange={setLines} />
          <InvoiceTotals lines={parsed} currency={currency} />
          {error ? <p role="alert" className="text-sm text-destructive sm:col-span-2">{error}</p> : null}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" variant="outline" disabled={createInvoice.isPending}>Save draft</Button>
            <Button type="button" disabled={createInvoice.isPending || sendInvoice.isPending} onClick={() => submit(true)()}>Issue and send</Button>
            <Button type="button" variant="ghost" onClick={onDone}>Cancel</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function AmountForm({ title, invoice, withReason, onDone }: { title: string; invoice: Invoice; withReason: boolean; onDone: () => void }) {
  const { recordPayment, createCreditNote, applyCreditNote } = useAccountingActions();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(today());
  const [error, setError] = useState<string>();
  const pending = recordPayment.isPending || createCreditNote.isPending || applyCreditNote.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = toMinor(amount, invoice.currency);
    if (minor === null || minor <= 0) return setError('Enter an amount greater than zero, e.g. 250.00');
    setError(undefined);
    if (!withReason) {
      recordPayment.mutate({ id: invoice.id, payment: { amount: minor, paidOn, method: 'BANK_TRANSFER', reference: reference || undefined } }, { onSuccess: () => { notifySuccess(AccountingMessage.paymentRecorded); onDone(); }, onError: notifyErrorOf(AccountingFailure.invoices) });
      return;
    }
    createCreditNote.mutate(
      { invoiceId: invoice.id, amount: minor, reason, issueDate: today() },
      {
        onSuccess: (note) =>
          applyCreditNote.mutate({ id: note.id, applications: [{ invoiceId: invoice.id, amount: Math.min(minor, invoice.balance) }] }, { onSuccess: () => { notifySuccess(`${AccountingMessage.creditNoteApplied}: ${note.number}`); onDone(); }, onError: notifyErrorOf(AccountingFailure.creditNotes) }),
        onError: notifyErrorOf(AccountingFailure.creditNotes),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title} — {invoice.number}</CardTitle>
        <p className="text-sm text-muted-foreground">Open balance {formatMoney(invoice.balance, invoice.currency)}</p>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3 sm:grid-cols-3" onSubmit={submit} aria-label={title}>
          <InputField label={`Amount (${invoice.currency})`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} required />
          {withReason ? (
            <InputField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} required className="sm:col-span-2" />
          ) : (
            <>
              <InputField label="Payment date" type="date" value={paidOn} onChange={(event) => setPaidOn(event.target.value)} required />
              <InputField label="Reference" optional value={reference} onChange={(event) => setReference(event.target.value)} />
            </>
          )}
          {error ? <p role="alert" className="text-sm text-destructive sm:col-span-3">{error}</p> : null}
          <div className="flex gap-2 sm:col-span-3">
            <Button type="submit" disabled={pending}>{withReason ? 'Issue and apply' : 'Record payment'}</Button>
            <Button type="button" variant="ghost" onClick={onDone}>Cancel</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** A chargeback on a usage invoice: its providers' pending earnings are voided with the reason. */
function ChargebackForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const { chargeBack } = useAccountingActions();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    chargeBack.mutate({ id: invoice.id, reason }, { onSuccess: () => { notifySuccess(AccountingMessage.chargedBack); onDone(); }, onError: notifyErrorOf(AccountingFailure.invoices) });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Chargeback — {invoice.number}</CardTitle>
        <p className="text-sm text-muted-foreground">What is still pending of the providers' earnings from {invoice.usageMonth} on this invoice is voided; what its payments made available stays theirs, and the invoice itself stays as it is.</p>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3 sm:grid-cols-[1fr_auto]" onSubmit={submit} aria-label="Chargeback">
          <InputField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} required minLength={3} maxLength={300} />
          <div className="flex items-end gap-2">
            <Button type="submit" variant="destructive" disabled={chargeBack.isPending}>Void pending earnings</Button>
            <Button type="button" variant="ghost" onClick={onDone}>Cancel</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** /dashboard/admin/invoices: issue, send, record payments, credit notes, and aging (admin, finance admin). */
export default function AdminInvoicesPage() {
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [search, setSearch] = useState('');
  const [panel, setPanel] = useState<Panel>(null);
  // A panel opens above the list: on a phone the button may be far below it, so the panel is brought into view.
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (panel) panelRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [panel]);
  const invoices = useInvoices({ page, size: 20, status: status || undefined, search: search || undefined });
  const { issueInvoice, sendInvoice, voidInvoice } = useAccountingActions();
  // A usage invoice's pending earnings can be charged back while part of it is unpaid (the server answers 409 when nothing is pending).
  const fail = notifyErrorOf(AccountingFailure.invoices);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Invoices" description="Numbers are taken when an invoice is issued, without gaps. Payments and credit notes post to the ledger." actions={<Button onClick={() => setPanel({ kind: 'new' })}><Plus /> New invoice</Button>} />
      <div ref={panelRef} className="grid scroll-mt-20 gap-4 empty:hidden">
      {panel?.kind === 'new' ? <NewInvoiceForm onDone={() => setPanel(null)} /> : null}
      {panel?.kind === 'history' ? <InvoiceHistory key={`h${panel.invoice.id}`} invoice={panel.invoice} onClose={() => setPanel(null)} /> : null}
      {panel?.kind === 'payment' ? <AmountForm key={`p${panel.invoice.id}`} title="Record payment" invoice={panel.invoice} withReason={false} onDone={() => setPanel(null)} /> : null}
      {panel?.kind === 'chargeback' ? <ChargebackForm key={`b${panel.invoice.id}`} invoice={panel.invoice} onDone={() => setPanel(null)} /> : null}
      {panel?.kind === 'credit' ? <AmountForm key={`c${panel.invoice.id}`} title="Credit note" invoice={panel.invoice} withReason onDone={() => setPanel(null)} /> : null}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-64"><InputField label="Search invoices" type="search" placeholder="Number or company" value={search} onChange={(event) => { setSearch(event.target.value); setPage(0); }} /></div>
        <div className="w-full sm:w-48">
          <SelectField label="Status" value={status} onChange={(event) => { setStatus(event.target.value as InvoiceStatus | ''); setPage(0); }}>
            <option value="">All</option>
            {invoiceStatuses.map((each) => <option key={each} value={each}>{invoiceStatusLabels[each]}</option>)}
          </SelectField>
        </div>
      </div>
      {invoices.isPending ? (
        <ListSkeleton rows={5} label="Loading invoices" />
      ) : invoices.isError ? (
        <DataError context="invoices" onRetry={() => void invoices.refetch()} />
      ) : invoices.data.content.length === 0 ? (
        <EmptyState icon={<FileText className="size-5" />} title="No invoices match">Create one, or change the filters.</EmptyState>
      ) : (
        <>
          <InvoiceTable
            invoices={invoices.data.content}
            actions={(invoice) => (
              <>
                {invoice.status === 'DRAFT' ? <Button size="sm" variant="outline" onClick={() => issueInvoice.mutate(invoice.id, { onSuccess: (issued) => notifySuccess(`${AccountingMessage.invoiceIssued}: ${issued.number}`), onError: fail })}>Issue</Button> : null}
                {invoice.status !== 'VOID' ? <Button size="sm" variant="outline" onClick={() => sendInvoice.mutate(invoice.id, { onSuccess: (sent) => notifySuccess(`${AccountingMessage.invoiceSent}: ${sent.number}`), onError: fail })}>{invoice.sentAt ? 'Resend' : 'Send'}</Button> : null}
                {invoice.balance > 0 && invoice.status !== 'DRAFT' && invoice.status !== 'VOID' ? (
                  <>
                    <Button size="sm" onClick={() => setPanel({ kind: 'payment', invoice })}>Payment</Button>
                    <Button size="sm" variant="outline" onClick={() => setPanel({ kind: 'credit', invoice })}>Credit note</Button>
                  </>
                ) : null}
                {invoice.usageMonth && (invoice.status === 'ISSUED' || invoice.status === 'PARTIALLY_PAID' || invoice.status === 'OVERDUE') ? <Button size="sm" variant="outline" onClick={() => setPanel({ kind: 'chargeback', invoice })}>Chargeback</Button> : null}
                {invoice.status !== 'DRAFT' ? <Button size="sm" variant="ghost" onClick={() => setPanel({ kind: 'history', invoice })}>History</Button> : null}
                {invoice.status !== 'DRAFT' ? <Button size="sm" variant="ghost" onClick={() => void downloadInvoicePdf(invoice).catch(fail)}>PDF</Button> : null}
                {(invoice.status === 'ISSUED' || invoice.status === 'OVERDUE') && invoice.paidTotal + invoice.creditedTotal === 0 ? (
                  <ConfirmDialog
                    trigger={<Button size="sm" variant="ghost" className="text-destructive">Void</Button>}
                    title={`Void ${invoice.number}?`}
                    description="It keeps its number."
                    confirmLabel="Void invoice"
                    destructive
                    onConfirm={() => voidInvoice.mutate(invoice.id, { onSuccess: () => notifySuccess(AccountingMessage.invoiceVoided), onError: fail })}
                  />
                ) : null}
              </>
            )}
          />
          <Pager page={page} totalPages={invoices.data.totalPages} onPage={setPage} />
        </>
      )}
      <AgingPanel />
    </div>
  );
}
