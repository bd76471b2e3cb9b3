import { describe, expect, it } from 'vitest';
import { niceCeiling } from './earnings-chart';
import { lineAmounts, parseInvoiceLines } from './invoice-lines-editor';
import { balanceByCurrency, lineProblem } from './journal-entry-form';

const line = (accountId: string, currency: string, debit: string, credit: string) => ({ key: Math.random(), accountId, currency, debit, credit });

describe('journal entry lines', () => {
  it('totals debits and credits per currency in minor units', () => {
    const totals = balanceByCurrency([line('1', 'EUR', '100.50', ''), line('2', 'EUR', '', '100.5'), line('1', 'USD', '7', '')]);
    expect(Object.fromEntries(totals)).toEqual({ EUR: { debit: 10_050, credit: 10_050 }, USD: { debit: 700, credit: 0 } });
  });

  it('names what keeps an entry from posting, currency by currency', () => {
    expect(lineProblem([line('1', 'EUR', '10', '')])).toBe('An entry needs at least two lines');
    expect(lineProblem([line('1', 'EUR', '10', ''), line('', 'EUR', '', '10')])).toBe('Line 2: choose an account');
    expect(lineProblem([line('1', 'EUR', '10', ''), line('2', 'EUR', '', '')])).toMatch(/^Line 2: each line is either a debit or a credit/);
    expect(lineProblem([line('1', 'EUR', 'ten', ''), line('2', 'EUR', '', '10')])).toBe('Line 1: enter amounts such as 250.00');
    expect(lineProblem([line('1', 'EUR', '10', ''), line('2', 'EUR', '', '9.99')])).toBe('Debits and credits must be equal in each currency: EUR is off by €0.01');
    expect(lineProblem([line('1', 'EUR', '10', ''), line('2', 'EUR', '', '10'), line('1', 'USD', '5', ''), line('2', 'USD', '', '5')])).toBeUndefined();
  });
});

describe('invoice lines', () => {
  it('reads typed lines as minor units and basis points, or says what is wrong', () => {
    const draft = (description: string, quantity: string, price: string, tax: string) => ({ key: 0, description, quantity, price, tax });
    expect(parseInvoiceLines([draft('Listing', '2', '1,200.00', '18.5')], 'EUR')).toEqual([{ description: 'Listing', quantity: 2, unitPrice: 120_000, taxRateBasisPoints: 1_850 }]);
    expect(parseInvoiceLines([draft('Listing', '1', '10', '0'), draft('', '1', '5', '0')], 'EUR')).toBe('Line 2: enter a description');
    expect(parseInvoiceLines([draft('Listing', '0', '10', '0')], 'EUR')).toBe('the quantity is a whole number, at least 1');
    expect(parseInvoiceLines([draft('Listing', '1', '10', '101')], 'EUR')).toBe('enter the tax rate as a percentage, e.g. 18');
  });

  it('rounds tax half away from zero as the server does', () => {
    expect(lineAmounts({ description: 'x', quantity: 1, unitPrice: 5, taxRateBasisPoints: 1_000 })).toEqual({ net: 5, tax: 1 });
    expect(lineAmounts({ description: 'x', quantity: 3, unitPrice: 10_000, taxRateBasisPoints: 1_800 })).toEqual({ net: 30_000, tax: 5_400 });
  });
});

describe('earnings chart scale', () => {
  it('rounds the top of the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 37_700, 50_001, 100_000].map(niceCeiling)).toEqual([1, 1, 5, 50_000, 100_000, 100_000]);
  });
});
