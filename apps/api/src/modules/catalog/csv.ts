/**
 * A small RFC 4180 reader: comma-separated, fields optionally in double quotes ("" inside quotes is a
 * quote), CRLF or LF line ends, an optional UTF-8 byte-order mark. Answers each record with the line
 * number it starts on, so a per-row report can point at the line a spreadsheet shows.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
  constructor(readonly line: number) {
    super(`Unclosed quoted field starting on line ${line}`);
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  let quoteStartLine = 1;
  let fieldStarted = false;

  const endRecord = () => {
    fields.push(field);
    // A line with nothing on it is not a record.
    if (!(fields.length === 1 && fields[0] === '' && !fieldStarted)) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };

  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (inQuotes) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          inQuotes = false;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') {
      inQuotes = true;
      fieldStarted = true;
      quoteStartLine = line;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      fieldStarted = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (inQuotes) throw new CsvSyntaxError(quoteStartLine);
  if (field !== '' || fields.length > 0 || fieldStarted) endRecord();
  return records;
}
