import { useId } from 'react';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import type { ReportCell, ReportColumn, ReportTable } from '@paytable/contracts';
import { ScrollRegion } from '@/components/scroll-region';
import { Button } from '@/components/ui/button';
import { csvFileName, downloadCsv, tableCsv } from '../lib/csv';
import { formatFigure } from './format';

function cellText(column: ReportColumn, value: ReportCell, currency: string | undefined): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'number' && (column.kind === 'count' || column.kind === 'money')) return formatFigure({ value, currency: column.kind === 'money' ? currency : undefined });
  return String(value);
}

const numeric = (column: ReportColumn) => column.kind === 'count' || column.kind === 'money';

/** A breakdown of a report as a table, with its CSV export (the rows as they stand, money in major units). */
export interface ReportTableCardProps {
  table: ReportTable;
  fileStem: string;
  emptyText?: string;
  /** Where a row's company name links to (rows that carry a companyId cell). */
  companyHref?: (companyId: number) => string;
}

export function ReportTableCard({ table, fileStem, emptyText = 'Nothing in this range.', companyHref }: ReportTableCardProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-base font-semibold">{table.title}</h2>
          <p className="text-sm text-muted-foreground">{table.description}</p>
        </div>
        <Button type="button" variant="outline" size="sm" disabled={table.rows.length === 0} aria-label={`Download ${table.title} as CSV`} onClick={() => downloadCsv(csvFileName(fileStem, table.key), tableCsv(table))}>
          <Download className="size-4" aria-hidden="true" />
          CSV
        </Button>
      </div>
      {table.rows.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ScrollRegion label={`${table.title} (table)`} className="rounded-md border">
          <table className="w-full min-w-[32rem] text-sm">
            <caption className="sr-only">{table.title}</caption>
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                {table.columns.map((column) => (
                  <th key={column.key} scope="col" className={numeric(column) ? 'p-2 text-right' : 'p-2'}>{column.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => {
                const currency = typeof row.currency === 'string' ? row.currency : undefined;
                return (
                  <tr key={index} className="border-t">
                    {table.columns.map((column) => {
                      const text = cellText(column, row[column.key] ?? null, currency);
                      const companyId = row.companyId;
                      return (
                        <td key={column.key} className={numeric(column) ? 'p-2 text-right tabular-nums' : 'p-2'}>
                          {column.key === 'company' && companyHref && typeof companyId === 'number' ? (
                            <Link to={companyHref(companyId)} className="font-medium hover:underline">{text}</Link>
                          ) : (
                            text
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
