import { stringify } from 'csv-stringify/browser/esm/sync';
import { spreadsheetRows, type ReportChart, type ReportColumn, type ReportTable } from '@paytable/contracts';

type Cell = string | number | null;

/** Minor units as a plain decimal in the currency's own digits (15000 EUR → "150.00"), as spreadsheets expect. */
export function majorUnits(minor: number, currency: string): string {
  const digits = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

const cellText = (column: Pick<ReportColumn, 'kind'>, value: Cell, currency: string | undefined): string | number => {
  if (value === null) return '';
  if (column.kind === 'money' && typeof value === 'number' && currency) return majorUnits(value, currency);
  return value;
};

/**
 * A report table as CSV: a header of column labels, then one line per row (money in major units). Text a
 * spreadsheet would run as a formula (a company named `=HYPERLINK(…)`) is neutralised by `spreadsheetRows`.
 */
export function tableCsv(table: Pick<ReportTable, 'columns' | 'rows'>): string {
  const header = table.columns.map((column) => column.label);
  const lines = table.rows.map((row) => {
    const currency = typeof row.currency === 'string' ? row.currency : undefined;
    return table.columns.map((column) => cellText(column, row[column.key] ?? null, currency));
  });
  return stringify(spreadsheetRows([header, ...lines]));
}

/** A chart as CSV: one line per day of `days` (the report's range), one column per series (money in major units). */
export function chartCsv(chart: ReportChart, days: readonly string[]): string {
  const header = ['Day', ...chart.series.map((series) => (series.currency ? `${series.label} (${series.currency})` : series.label))];
  const lines = days.map((day, index) => [day, ...chart.series.map((series) => cellText({ kind: series.currency ? 'money' : 'count' }, series.values[index] ?? 0, series.currency))]);
  return stringify(spreadsheetRows([header, ...lines]));
}

/** Offers `csv` as a file download named `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name for an export: 'analytics-people-2030-01-01-to-2030-01-07.csv'. */
export const csvFileName = (...parts: string[]) => `${parts.map((part) => part.replace(/[^\w-]+/g, '-').toLowerCase()).join('-')}.csv`;
