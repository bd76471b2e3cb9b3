import { useId, useRef, useState } from 'react';
import { FileUp, Loader2 } from 'lucide-react';
import { BUSINESS_TYPE_CSV_COLUMNS, CATALOG_LIMITS, type BusinessTypeBulkReport } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import { notifyFailure } from '@/lib/notify-failure';
import { useUploadBusinessTypes } from '../api/business-types';
import { CatalogueFailure } from '../lib/catalogue-messages';

/** What the server made of a CSV: how many rows were created and why the others were refused. */
export function BulkUploadReport({ report }: { report: BusinessTypeBulkReport }) {
  return (
    <section aria-label="Upload report" className="grid gap-3" aria-live="polite">
      <p className="text-sm">
        <strong>{report.createdCount}</strong> of {report.totalRows} {report.totalRows === 1 ? 'row' : 'rows'} created
        {report.failedCount > 0 ? (
          <>
            , <strong className="text-destructive">{report.failedCount}</strong> refused
          </>
        ) : null}
        .
      </p>
      {report.errors.length > 0 ? (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Rows that were not imported</caption>
            <thead className="bg-muted/60 text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Line
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Name
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error) => (
                <tr key={`${error.row}-${error.message}`} className="border-t">
                  <td className="px-3 py-2 tabular-nums">{error.row}</td>
                  <td className="px-3 py-2">{error.name ?? <span className="text-muted-foreground">—</span>}</td>
                  <td className="px-3 py-2">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** Upload a CSV of business types (columns name, description, isActive; header on line 1). */
export function BulkUpload() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadBusinessTypes();
  return (
    <Card>
      <CardContent className="grid gap-4">
        <div>
          <h2 className="font-medium">Import from CSV</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            A header row with the columns <code className="rounded bg-muted px-1">{BUSINESS_TYPE_CSV_COLUMNS.join(',')}</code> (only name is required), at most{' '}
            {CATALOG_LIMITS.bulkRowsMax.toLocaleString('en-US')} rows and 1 MB. Valid rows are created; the others are listed with their line number.
          </p>
        </div>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-center"
          onSubmit={(event) => {
            event.preventDefault();
            if (!file) return;
            upload.mutate(file, {
              onSuccess: (report) => {
                notify({ variant: report.failedCount ? 'warning' : 'success', title: 'Bulk upload processed', description: `${report.createdCount} created, ${report.failedCount} refused` });
                setFile(null);
                if (inputRef.current) inputRef.current.value = '';
              },
              onError: (error) => notifyFailure(error, CatalogueFailure.uploadBusinessTypes),
            });
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            CSV file of business types
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="min-w-0 flex-1 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Button type="submit" variant="outline" disabled={!file || upload.isPending}>
            {upload.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileUp aria-hidden="true" />}
            Upload CSV
          </Button>
        </form>
        {upload.data ? <BulkUploadReport report={upload.data} /> : null}
      </CardContent>
    </Card>
  );
}
