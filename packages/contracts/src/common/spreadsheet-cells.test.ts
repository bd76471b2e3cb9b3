import { describe, expect, it } from 'vitest';
import { spreadsheetCell, spreadsheetRows } from './spreadsheet-cells';

describe('spreadsheetCell', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const text of ['=HYPERLINK("https://evil.example","Click")', '+1+cmd|calc', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1']) {
      expect(spreadsheetCell(text)).toBe(`'${text}`);
    }
  });

  it('keeps numbers numbers, whether a number or a plain decimal in text', () => {
    expect(spreadsheetCell(-1500)).toBe(-1500);
    expect(spreadsheetCell(0)).toBe(0);
    expect(spreadsheetCell('-150.00')).toBe('-150.00');
    expect(spreadsheetCell('+42')).toBe('+42');
    expect(spreadsheetCell('-1e5')).toBe("'-1e5");
  });

  it('leaves ordinary text alone and writes nothing for null', () => {
    expect(spreadsheetCell('SwiftPay Gateway')).toBe('SwiftPay Gateway');
    expect(spreadsheetCell('a=b')).toBe('a=b');
    expect(spreadsheetCell(true)).toBe('true');
    expect(spreadsheetCell(null)).toBe('');
    expect(spreadsheetCell(undefined)).toBe('');
    expect(spreadsheetRows([['=1', 2, null]])).toEqual([["'=1", 2, '']]);
  });
});
