import type { JournalEntry } from '@paytable/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { entriesCsv, entriesXlsx } from './exports';

const account = (code: string, name: string) => ({ id: Number(code), code, name, type: 'ASSET' as const });

const entry: JournalEntry = {
  id: 7,
  type: 'MANUAL',
  status: 'POSTED',
  entryDate: '2026-03-02',
  description: '-refund @desk',
  company: { id: 3, name: '=HYPERLINK("https://evil.example","Click")' },
  amount: 12_345,
  currency: 'EUR',
  reversesEntryId: null,
  reversedByEntryId: null,
  reversalReason: null,
  postedAt: '2026-03-02T10:00:00.000Z',
  createdAt: '2026-03-02T10:00:00.000Z',
  lines: [
    { id: 1, account: account('1000', 'Cash at bank'), debit: 12_345, credit: 0, currency: 'EUR', description: null },
    { id: 2, account: account('1100', '+Receivables'), debit: 0, credit: 12_345, currency: 'EUR', description: null },
  ],
};

describe('journal exports', () => {
  it('CSV: a company name, description or account name a spreadsheet would run as a formula is text; amounts stay numbers', () => {
    const records = parse(entriesCsv([entry]), { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(2);
    expect(records[0]!.Company).toBe(`'=HYPERLINK("https://evil.example","Click")`);
    expect(records[0]!.Description).toBe("'-refund @desk");
    expect(records[1]!.Account).toBe("'+Receivables");
    expect(records[0]!['Debit (minor units)']).toBe('12345');
    expect(records[1]!['Credit (minor units)']).toBe('12345');
  });

  it('XLSX: cells are typed strings a spreadsheet never evaluates, so they keep their text', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await entriesXlsx([entry])) as unknown as ArrayBuffer);
    const row = workbook.getWorksheet('Journal')!.getRow(2);
    expect(row.getCell(6).value).toBe('=HYPERLINK("https://evil.example","Click")');
    expect(row.getCell(6).formula).toBeUndefined();
  });
});
