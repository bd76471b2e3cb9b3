/**
 * Spreadsheet programs run a cell that starts with `=`, `+`, `-` or `@` (and, in some, a leading tab or
 * carriage return) as a formula, so a company named `=HYPERLINK(…)` would put a live formula into whoever
 * opens an export. Every CSV the product writes, on the server or in the browser, passes its cells
 * through `spreadsheetCell`: such text gets a leading apostrophe, which spreadsheets show as plain text.
 * Numbers stay numbers: a JavaScript number, and text that is a plain decimal number ("-150.00"), are
 * written as they are, so amounts still add up once opened.
 */
export type SpreadsheetValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function spreadsheetCell(value: SpreadsheetValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  const text = String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Rows of cells made safe for a spreadsheet (see `spreadsheetCell`), ready for a CSV writer. */
export const spreadsheetRows = (rows: readonly (readonly SpreadsheetValue[])[]): (string | number)[][] => rows.map((row) => row.map(spreadsheetCell));
