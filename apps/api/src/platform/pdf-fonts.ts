import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The fonts a PDF's text is set in, by role. */
export interface PdfFonts {
  regular: string;
  bold: string;
  italic: string;
  boldItalic: string;
  code: string;
}

/** pdfkit's standard fonts: nothing to embed, but they speak WinAnsi only. */
const STANDARD_FONTS: PdfFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', boldItalic: 'Helvetica-BoldOblique', code: 'Courier' };

/**
 * Unicode fonts (DejaVu, from the dejavu-fonts-ttf package) for text the standard fonts cannot print:
 * Greek, Cyrillic, Turkish, Polish, a Ł in a name. pdfkit embeds only the glyphs a document uses, but
 * subsetting costs about as much as the rest of a document, so only documents that need them get them.
 */
const UNICODE_FONTS: PdfFonts = { regular: 'Sans', bold: 'Sans-Bold', italic: 'Sans-Oblique', boldItalic: 'Sans-BoldOblique', code: 'Mono' };

const FILES: Record<string, string> = {
  Sans: 'DejaVuSans.ttf',
  'Sans-Bold': 'DejaVuSans-Bold.ttf',
  'Sans-Oblique': 'DejaVuSans-Oblique.ttf',
  'Sans-BoldOblique': 'DejaVuSans-BoldOblique.ttf',
  Mono: 'DejaVuSansMono.ttf',
};

let loaded: Map<string, Buffer> | undefined;

function fontFiles(): Map<string, Buffer> {
  if (loaded === undefined) {
    const require = createRequire(import.meta.url);
    loaded = new Map(Object.entries(FILES).map(([name, file]) => [name, readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))]));
  }
  return loaded;
}

/** WinAnsi (Windows-1252) beyond ASCII: what the standard fonts print. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const standardCanPrint = (text: string) => {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code > 0xff && !WIN_ANSI_EXTRA.has(char)) return false;
  }
  return true;
};

/**
 * The fonts for a document holding `texts`: the standard ones when they can print every character, else
 * the Unicode ones, registered on the document.
 */
export function pdfFontsFor(doc: PDFKit.PDFDocument, texts: readonly string[]): PdfFonts {
  if (texts.every(standardCanPrint)) return STANDARD_FONTS;
  for (const [name, data] of fontFiles()) doc.registerFont(name, data);
  return UNICODE_FONTS;
}

/** The Unicode fonts registered on the document whatever its text: for documents every glyph of which must come from an embedded font (invoices). */
export function embeddedPdfFonts(doc: PDFKit.PDFDocument): PdfFonts {
  for (const [name, data] of fontFiles()) doc.registerFont(name, data);
  return UNICODE_FONTS;
}

/** Text a PDF can print: control characters out (the fonts cover the rest, or show their missing-glyph box). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
export const pdfText = (text: string) => text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
