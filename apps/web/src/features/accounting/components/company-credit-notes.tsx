import { Download, ReceiptText } from 'lucide-react';
import { AccountingFailure } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { notifyErrorOf } from '@/lib/notify-failure';
import { downloadCreditNotePdf, useCompanyCreditNotes } from '../api/documents';
import { CreditNoteList } from './credit-note-list';

/** The company's credit notes with what each has left and where it went, each as a PDF. */
export function CompanyCreditNotes({ companyId }: { companyId: number }) {
  const notes = useCompanyCreditNotes(companyId);
  return (
    <section className="grid gap-3" aria-labelledby="company-credit-notes">
      <h2 id="company-credit-notes" className="text-lg font-semibold">Credit notes</h2>
      {notes.isPending ? (
        <ListSkeleton rows={2} label="Loading credit notes" />
      ) : notes.isError ? (
        <DataError context="credit notes" onRetry={() => void notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <EmptyState icon={<ReceiptText className="size-5" />} title="No credit notes">Credit notes Paytable issues to your company appear here.</EmptyState>
      ) : (
        <CreditNoteList
          notes={notes.data}
          showCompany={false}
          actions={(note) => (
            <Button size="sm" variant="outline" onClick={() => void downloadCreditNotePdf(note).catch(notifyErrorOf(AccountingFailure.creditNotes))} aria-label={`Download ${note.number} as PDF`}>
              <Download /> PDF
            </Button>
          )}
        />
      )}
    </section>
  );
}
