import { CsvError, parse } from 'csv-parse/sync';

/**
 * Reads an uploaded CSV (RFC 4180 through csv-parse): comma-separated, fields optionally in double quotes
 * ("" inside quotes is a quote), CRLF, LF or CR line ends, an optional UTF-8 byte-order mark, blank lines
 * skipped. Answers each record with the line number it starts on, so a per-row report can point at the
 * line a spreadsheet shows.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
  constructor(readonly line: number) {
    super(`Unclosed quoted field: the file ends inside quotes on line ${line}`);
  }
}

type ParsedRecord = { record: string[]; raw: string; info: { lines: number } };

const lineBreaks = (text: string) => (text.match(/\r\n|\n|\r/g) ?? []).length;

export function parseCsv(text: string): CsvRecord[] {
  let parsed: ParsedRecord[];
  try {
    // csv-parse's types do not model `info` and `raw`, which wrap each record in an object.
    parsed = parse(text, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // A quote inside an unquoted field is a character, as spreadsheets write it.
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') throw new CsvSyntaxError(Number(error.lines));
    throw error;
  }
  // info.lines is the line a record ends on; its raw text (without the blank lines skipped before it and
  // its own line end) tells how many lines it spans.
  return parsed.map(({ record, raw, info }) => ({
    line: info.lines - lineBreaks(raw.replace(/^[\r\n]+/, '').replace(/(\r\n|\n|\r)$/, '')),
    fields: record,
  }));
}

