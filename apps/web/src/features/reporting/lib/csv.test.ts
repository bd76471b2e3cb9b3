import { describe, expect, it } from 'vitest';
import type { ReportChart, ReportTable } from '@paytable/contracts';
import { chartCsv, csvFileName, majorUnits, tableCsv } from './csv';

/** A revenue table with the company, currency and invoiced columns and the given rows. */
function revenueTable(rows: ReportTable['rows'], extraColumns: ReportTable['columns'] = []): ReportTable {
  return {
    key: 'revenue',
    title: 'Revenue',
    description: '',
    columns: [
      { key: 'company', label: 'Company', kind: 'text' },
      { key: 'currency', label: 'Currency', kind: 'text' },
      { key: 'invoiced', label: 'Invoiced', kind: 'money' },
      ...extraColumns,
    ],
    rows,
  };
}

describe('report CSV', () => {
  it('writes a table with its labels, quoting what needs it and money in major units', () => {
    const table = revenueTable(
      [
        { company: 'Acme, "Gaming" Ltd', currency: 'EUR', invoiced: 15_000, number: null },
        { company: 'Yen Co', currency: 'JPY', invoiced: 1_500, number: 'INV-2' },
      ],
      [{ key: 'number', label: 'Invoice', kind: 'text' }],
    );
    expect(tableCsv(table)).toBe('Company,Currency,Invoiced,Invoice\n"Acme, ""Gaming"" Ltd",EUR,150.00,\nYen Co,JPY,1500,INV-2\n');
  });

  it('neutralises text a spreadsheet would run as a formula, and keeps negative amounts numbers', () => {
    const table = revenueTable([
      { company: '=HYPERLINK("https://evil.example","Refund")', currency: 'EUR', invoiced: -15_000 },
      { company: '@SUM(A1)', currency: 'EUR', invoiced: 0 },
    ]);
    expect(tableCsv(table)).toBe('Company,Currency,Invoiced\n"\'=HYPERLINK(""https://evil.example"",""Refund"")",EUR,-150.00\n\'@SUM(A1),EUR,0.00\n');
  });

  it('writes a chart as one line per day and one column per series', () => {
    const chart: ReportChart = {
      key: 'revenue.EUR',
      title: 'Revenue (EUR)',
      series: [
        { key: 'invoiced', label: 'Invoiced', hint: '', currency: 'EUR', total: 100, values: [100, 0] },
        { key: 'paid', label: 'Paid', hint: '', currency: 'EUR', total: 5, values: [0, 5] },
      ],
    };
    expect(chartCsv(chart, ['2030-01-01', '2030-01-02'])).toBe('Day,Invoiced (EUR),Paid (EUR)\n2030-01-01,1.00,0.00\n2030-01-02,0.00,0.05\n');
  });

  it('names files from their parts', () => {
    expect(csvFileName('analytics-2030-01-01-to-2030-01-07', 'press.figures')).toBe('analytics-2030-01-01-to-2030-01-07-press-figures.csv');
    expect(majorUnits(123_456, 'USD')).toBe('1234.56');
  });
});
