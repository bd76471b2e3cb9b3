import { inflateSync } from 'node:zlib';

/**
 * Whether a PDF carries active content: JavaScript (`/JavaScript`, `/JS`), an action run on opening
 * (`/OpenAction`), actions on events of a page or field (`/AA`), or a program to start (`/Launch`).
 * Such files are kept as sent (a CV or an attachment must stay the document its author signed) and
 * flagged, so readers are warned before opening them in a desktop viewer.
 *
 * Names are looked for where a viewer would read them: in the file itself, with `#xx` escapes in names
 * decoded (`/J#61vaScript` is `/JavaScript`), and inside every Flate-compressed stream (object streams
 * hide dictionaries there). Only whole names count: `/JSON` or `/AAPL` are not `/JS` or `/AA`.
 */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch']);
/** A PDF name: a solidus and regular characters up to the next delimiter or white space. */
const NAME = /\/([^\s/()<>[\]{}%]*)/g;
const STREAM = /stream\r?\n/g;
/** Bytes of decompressed content looked at per stream, and streams per file: a zip bomb cannot stall an upload. */
const MAX_INFLATED_BYTES = 8 * 1024 * 1024;
const MAX_STREAMS = 2_000;

const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function namesActive(text: string): boolean {
  for (const match of text.matchAll(NAME)) {
    if (ACTIVE_NAMES.has(decodeName(match[1] ?? ''))) return true;
  }
  return false;
}

export function pdfHasActiveContent(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  if (namesActive(text)) return true;
  let streams = 0;
  for (const match of text.matchAll(STREAM)) {
    if (++streams > MAX_STREAMS) break;
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = inflateSync(pdf.subarray(start, end), { maxOutputLength: MAX_INFLATED_BYTES });
      if (namesActive(inflated.toString('latin1'))) return true;
    } catch {
      // Not a Flate stream (an image, a font in another filter) or cut short: nothing to read in it.
    }
  }
  return false;
}
