import { useState } from 'react';
import { Download, Loader2 } from 'lucide-react';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { notifyApiError } from '@/lib/notify-api-error';
import { useExportProof } from '../api/export-proof';

/** A date (yyyy-mm-dd) as the start of that day in UTC, or the start of the next day for an end. */
const dayBound = (day: string, end: boolean) => (day ? new Date(Date.parse(`${day}T00:00:00Z`) + (end ? 86_400_000 : 0)).toISOString() : undefined);

/** Proof of notice for an auditor: when each critical or compliance notice was delivered per channel and read. */
export function ProofExport() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const exportProof = useExportProof();
  return (
    <form
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      aria-label="Export proof of notice"
      onSubmit={(event) => {
        event.preventDefault();
        exportProof.mutate({ from: dayBound(from, false), to: dayBound(to, true) }, { onError: notifyApiError });
      }}
    >
      <InputField label="From" type="date" optional value={from} onChange={(event) => setFrom(event.target.value)} />
      <InputField label="Until" type="date" optional value={to} onChange={(event) => setTo(event.target.value)} />
      <Button type="submit" variant="outline" disabled={exportProof.isPending}>
        {exportProof.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        Export CSV
      </Button>
    </form>
  );
}
