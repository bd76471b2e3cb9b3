import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfHasActiveContent } from './pdf-active-content';

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

describe('pdfHasActiveContent', () => {
  it('finds JavaScript, open actions, additional actions and launches', () => {
    expect(pdfHasActiveContent(pdf('1 0 obj << /Type /Catalog /Names << /JavaScript 2 0 R >> >> endobj'))).toBe(true);
    expect(pdfHasActiveContent(pdf('2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj'))).toBe(true);
    expect(pdfHasActiveContent(pdf('1 0 obj << /Type /Catalog /OpenAction [3 0 R /Fit] >> endobj'))).toBe(true);
    expect(pdfHasActiveContent(pdf('3 0 obj << /Type /Page /AA << /O 4 0 R >> >> endobj'))).toBe(true);
    expect(pdfHasActiveContent(pdf('4 0 obj << /S /Launch /F (cmd.exe) >> endobj'))).toBe(true);
  });

  it('reads names written with #xx escapes and dictionaries inside compressed object streams', () => {
    expect(pdfHasActiveContent(pdf('2 0 obj << /S /J#61vaScript /J#53 (x) >> endobj'))).toBe(true);
    const hidden = deflateSync(Buffer.from('<< /Type /Catalog /OpenAction 5 0 R >>', 'latin1'));
    const objectStream = Buffer.concat([Buffer.from('%PDF-1.7\n6 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n', 'latin1'), hidden, Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1')]);
    expect(pdfHasActiveContent(objectStream)).toBe(true);
  });

  it('leaves plain documents alone, including names that only start like an active one', () => {
    expect(pdfHasActiveContent(pdf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj'))).toBe(false);
    expect(pdfHasActiveContent(pdf('7 0 obj << /JSON (x) /AAPL 3 /Launcher 1 /Subtype /Image >> endobj'))).toBe(false);
    const text = deflateSync(Buffer.from('BT /F1 12 Tf (Plain text about JavaScript) Tj ET', 'latin1'));
    expect(pdfHasActiveContent(Buffer.concat([Buffer.from('%PDF-1.7\n8 0 obj << /Filter /FlateDecode >>\nstream\n', 'latin1'), text, Buffer.from('\nendstream\nendobj\n', 'latin1')]))).toBe(false);
  });
});
