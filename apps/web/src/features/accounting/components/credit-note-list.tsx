import type { ReactNode } from 'react';
import type { CreditNote } from '@paytable/contracts';
import { formatMoney } from '../lib/format';

/**
 * Credit notes as cards (one column on a phone, two from the small breakpoint): number, company, the
 * invoice it corrects, amount and what is left, where it was applied, and `actions`.
 */
export function CreditNoteList({ notes, actions, showCompany = true }: { notes: CreditNote[]; actions: (note: CreditNote) => ReactNode; showCompany?: boolean }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Credit notes">
      {notes.map((note) => (
        <li key={note.id} className="grid content-start gap-2 rounded-lg border bg-card p-3 text-sm" data-testid={`credit-note-${note.number}`}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid min-w-0">
              <span className="font-medium">{note.number}</span>
              {showCompany ? <span className="text-muted-foreground">{note.company.name}</span> : null}
            </div>
            <span className="text-xs text-muted-foreground">Issued {note.issueDate}</span>
          </div>
          <p className="break-words">{note.reason}</p>
          <dl className="grid grid-cols-3 gap-2 tabular-nums">
            <div><dt className="text-xs text-muted-foreground">Invoice</dt><dd>{note.invoiceNumber ?? '—'}</dd></div>
            <div><dt className="text-xs text-muted-foreground">Amount</dt><dd>{formatMoney(note.amount, note.currency)}</dd></div>
            <div><dt className="text-xs text-muted-foreground">Left</dt><dd className="font-medium" data-testid="credit-remaining">{formatMoney(note.remaining, note.currency)}</dd></div>
          </dl>
          {note.applications.length > 0 ? (
            <ul className="grid gap-0.5 text-xs text-muted-foreground" aria-label={`Where ${note.number} was applied`}>
              {note.applications.map((application, index) => (
                <li key={index}>Applied to {application.invoiceNumber ?? `#${application.invoiceId}`} on {application.appliedOn}: {formatMoney(application.amount, note.currency)}</li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap gap-1">{actions(note)}</div>
        </li>
      ))}
    </ul>
  );
}
