import { entryTypeLabels, spreadsheetRows, type JournalEntry } from '@paytable/contracts';
import { stringify } from 'csv-stringify/sync';

const HEADER = ['Entry', 'Date', 'Type', 'Status', 'Description', 'Company', 'Account code', 'Account', 'Currency', 'Debit', 'Credit'];

/** One row per journal line; amounts as decimal text of major units (exact: minor units divided by 100 as a string). */
function rows(entries: readonly JournalEntry[]): (string | number)[][] {
  return entries.flatMap((entry) =>
    entry.lines.map((line) => [entry.id, entry.entryDate, entryTypeLabels[entry.type], entry.status, entry.description, entry.company?.name ?? '', line.account.code, line.account.name, line.currency, line.debit, line.credit]),
  );
}

/**
 * CSV (csv-stringify): amounts stay integer minor units so a spreadsheet never rounds them; text that a
 * spreadsheet would run as a formula (a company named `=HYPERLINK(…)`) is neutralised. XLSX cells are typed
 * strings, which no spreadsheet evaluates, so they are written as they are.
 */
export function entriesCsv(entries: readonly JournalEntry[]): Buffer {
  return Buffer.from(stringify(spreadsheetRows([[...HEADER.slice(0, 9), 'Debit (minor units)', 'Credit (minor units)'], ...rows(entries)])), 'utf8');
}

/** XLSX (exceljs): one sheet of lines, a header row frozen, amounts as minor-unit integers. */
export async function entriesXlsx(entries: readonly JournalEntry[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Paytable';
  const sheet = workbook.addWorksheet('Journal', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...HEADER.slice(0, 9), 'Debit (minor units)', 'Credit (minor units)']).font = { bold: true };
  for (const row of rows(entries)) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    column.width = [8, 12, 16, 10, 40, 28, 12, 28, 9, 18, 18][index] ?? 12;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
