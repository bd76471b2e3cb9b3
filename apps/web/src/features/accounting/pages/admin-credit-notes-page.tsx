import { useState, type FormEvent } from 'react';
import { Download, ReceiptText } from 'lucide-react';
import { AccountingFailure, AccountingMessage, currencyMinorDigits, type CreditNote, type Invoice } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { InputField, SelectField } from '@/components/form-field';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useAccountingActions, useCreditNotes, useInvoices } from '../api/accounting';
import { downloadCreditNotePdf } from '../api/documents';
import { CreditNoteList } from '../components/credit-note-list';
import { formatMoney, notifySuccess, toMinor } from '../lib/format';

/** Invoices a credit note can go to: issued, of its company and currency, with something still open. */
export const applicableInvoices = (note: Pick<CreditNote, 'currency' | 'company'>, invoices: Invoice[]) =>
  invoices.filter((invoice) => invoice.company.id === note.company.id && invoice.currency === note.currency && invoice.number !== null && invoice.status !== 'VOID' && invoice.balance > 0);

function ApplyCreditNote({ note, onDone }: { note: CreditNote; onDone: () => void }) {
  const invoices = useInvoices({ companyId: note.company.id, size: 100 });
  const { applyCreditNote } = useAccountingActions();
  const [invoiceId, setInvoiceId] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const open = applicableInvoices(note, invoices.data?.content ?? []);
  const chosen = open.find((invoice) => String(invoice.id) === invoiceId);

  const choose = (id: string) => {
    setInvoiceId(id);
    const invoice = open.find((each) => String(each.id) === id);
    const digits = currencyMinorDigits(note.currency);
    if (invoice) setAmount((Math.min(invoice.balance, note.remaining) / 10 ** digits).toFixed(digits));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = toMinor(amount, note.currency);
    if (!chosen) return setError('Choose an invoice');
    if (minor === null || minor <= 0) return setError('Enter an amount greater than zero');
    if (minor > note.remaining) return setError(AccountingMessage.overCredit);
    if (minor > chosen.balance) return setError(AccountingMessage.overApplication);
    setError(undefined);
    applyCreditNote.mutate(
      { id: note.id, applications: [{ invoiceId: chosen.id, amount: minor }] },
      {
        onSuccess: () => {
          notifySuccess(`${AccountingMessage.creditNoteApplied}: ${formatMoney(minor, note.currency)} to ${chosen.number}`);
          onDone();
        },
        onError: notifyErrorOf(AccountingFailure.creditNotes),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Apply {note.number}</CardTitle>
        <CardDescription>
          {formatMoney(note.remaining, note.currency)} left for any open invoice of {note.company.name} in {note.currency}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {invoices.isPending ? (
          <ListSkeleton rows={2} label="Loading open invoices" />
        ) : invoices.isError ? (
          <DataError context="invoices" onRetry={() => void invoices.refetch()} />
        ) : open.length === 0 ? (
          <EmptyState title="No open invoice">
            {note.company.name} has no open invoice in {note.currency} to apply this credit to.
          </EmptyState>
        ) : (
          <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} aria-label={`Apply ${note.number}`}>
            <SelectField label="Invoice" value={invoiceId} onChange={(event) => choose(event.target.value)} required>
              <option value="">Choose…</option>
              {open.map((invoice) => (
                <option key={invoice.id} value={invoice.id}>
                  {invoice.number} — {formatMoney(invoice.balance, invoice.currency)} open
                </option>
              ))}
            </SelectField>
            <InputField label={`Amount (${note.currency})`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} required />
            {error ? (
              <p role="alert" className="text-sm text-destructive sm:col-span-2">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <Button type="submit" disabled={applyCreditNote.isPending}>Apply credit</Button>
              <Button type="button" variant="ghost" onClick={onDone}>Cancel</Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** /dashboard/admin/credit-notes: every credit note with what it has left; apply one to any open invoice of its company and currency; each as a PDF. */
export default function AdminCreditNotesPage() {
  const notes = useCreditNotes();
  const [applying, setApplying] = useState<CreditNote | null>(null);
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Credit Notes" description="Credit notes issued against invoices (issue one from an invoice), what each has left, and where it was applied." />
      {applying ? <ApplyCreditNote key={applying.id} note={applying} onDone={() => setApplying(null)} /> : null}
      {notes.isPending ? (
        <ListSkeleton rows={4} label="Loading credit notes" />
      ) : notes.isError ? (
        <DataError context="credit notes" onRetry={() => void notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <EmptyState icon={<ReceiptText className="size-5" />} title="No credit notes">Issue a credit note from an invoice on the Invoices screen.</EmptyState>
      ) : (
        <CreditNoteList
          notes={notes.data}
          actions={(note) => (
            <>
              <Button size="sm" variant="outline" onClick={() => void downloadCreditNotePdf(note).catch(notifyErrorOf(AccountingFailure.creditNotes))} aria-label={`Download ${note.number} as PDF`}>
                <Download /> PDF
              </Button>
              {note.remaining > 0 ? (
                <Button size="sm" onClick={() => setApplying(note)} aria-label={`Apply ${note.number}`}>
                  Apply
                </Button>
              ) : null}
            </>
          )}
        />
      )}
    </div>
  );
}
